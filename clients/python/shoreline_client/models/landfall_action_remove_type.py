from enum import StrEnum


class LandfallActionRemoveType(StrEnum):
    REMOVE = "remove"

    def __str__(self) -> str:
        return str(self.value)
