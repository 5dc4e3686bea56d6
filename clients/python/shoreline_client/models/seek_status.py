from enum import StrEnum


class SeekStatus(StrEnum):
    PAIRED = "paired"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
