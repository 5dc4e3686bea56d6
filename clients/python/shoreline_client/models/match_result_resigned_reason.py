from enum import StrEnum


class MatchResultResignedReason(StrEnum):
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
