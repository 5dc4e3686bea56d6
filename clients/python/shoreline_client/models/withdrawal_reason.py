from enum import StrEnum


class WithdrawalReason(StrEnum):
    GAME_CANCELLED = "game_cancelled"
    GAME_STARTED = "game_started"
    INVITER_DELETED = "inviter_deleted"

    def __str__(self) -> str:
        return str(self.value)
