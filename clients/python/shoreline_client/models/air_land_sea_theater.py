from enum import StrEnum


class AirLandSeaTheater(StrEnum):
    AIR = "air"
    LAND = "land"
    SEA = "sea"

    def __str__(self) -> str:
        return str(self.value)
