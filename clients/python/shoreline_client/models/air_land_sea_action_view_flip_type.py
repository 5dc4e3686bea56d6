from enum import StrEnum


class AirLandSeaActionViewFlipType(StrEnum):
    FLIP = "flip"

    def __str__(self) -> str:
        return str(self.value)
