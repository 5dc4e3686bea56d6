from enum import StrEnum


class EndingResignedReason(StrEnum):
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
