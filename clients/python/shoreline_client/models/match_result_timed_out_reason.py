from enum import StrEnum


class MatchResultTimedOutReason(StrEnum):
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)
