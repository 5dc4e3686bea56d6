from enum import StrEnum


class LandVsSeaActionDrawType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
