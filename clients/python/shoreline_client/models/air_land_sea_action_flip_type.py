from enum import StrEnum


class AirLandSeaActionFlipType(StrEnum):
    FLIP = "flip"

    def __str__(self) -> str:
        return str(self.value)
