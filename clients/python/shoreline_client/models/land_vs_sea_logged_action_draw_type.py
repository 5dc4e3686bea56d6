from enum import StrEnum


class LandVsSeaLoggedActionDrawType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
