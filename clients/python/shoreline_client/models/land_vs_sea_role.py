from enum import StrEnum


class LandVsSeaRole(StrEnum):
    CARTOGRAPHER = "cartographer"
    LAND = "land"
    SEA = "sea"

    def __str__(self) -> str:
        return str(self.value)
