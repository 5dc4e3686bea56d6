from enum import StrEnum


class AirLandSeaActionViewMoveType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
