from enum import StrEnum


class NotificationInvitedKind(StrEnum):
    INVITED = "invited"

    def __str__(self) -> str:
        return str(self.value)
