from enum import StrEnum


class EndingCompletedReason(StrEnum):
    COMPLETED = "completed"

    def __str__(self) -> str:
        return str(self.value)
