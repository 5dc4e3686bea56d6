from enum import StrEnum


class AirLandSeaActionMoveType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
