from enum import StrEnum


class InvitationState(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
