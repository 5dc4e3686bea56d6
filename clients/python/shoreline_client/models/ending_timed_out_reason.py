from enum import StrEnum


class EndingTimedOutReason(StrEnum):
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)
