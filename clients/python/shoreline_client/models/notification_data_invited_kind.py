from enum import StrEnum


class NotificationDataInvitedKind(StrEnum):
    INVITED = "invited"

    def __str__(self) -> str:
        return str(self.value)
