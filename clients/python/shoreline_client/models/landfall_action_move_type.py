from enum import StrEnum


class LandfallActionMoveType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
