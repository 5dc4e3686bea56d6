from enum import StrEnum


class ExportedEventKind(StrEnum):
    ACTION = "action"
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
