from enum import StrEnum


class LandVsSeaTerrain(StrEnum):
    LAND = "land"
    SEA = "sea"

    def __str__(self) -> str:
        return str(self.value)
