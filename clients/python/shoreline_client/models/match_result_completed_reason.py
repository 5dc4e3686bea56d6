from enum import StrEnum


class MatchResultCompletedReason(StrEnum):
    COMPLETED = "completed"

    def __str__(self) -> str:
        return str(self.value)
