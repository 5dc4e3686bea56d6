from enum import StrEnum


class LandVsSeaFaceChoice(StrEnum):
    HIDDEN = "hidden"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
