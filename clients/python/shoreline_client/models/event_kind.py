from enum import StrEnum


class EventKind(StrEnum):
    ACTION = "action"
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
