from enum import StrEnum


class StreamEventKind(StrEnum):
    ACTION = "action"
    END = "end"
    RESIGN = "resign"
    SESSION_ENDED = "session_ended"
    TIMEOUT = "timeout"
    TOKEN_EXPIRED = "token_expired"

    def __str__(self) -> str:
        return str(self.value)
