from enum import StrEnum


class NotificationDataInvitationAnsweredKind(StrEnum):
    INVITATION_ANSWERED = "invitation_answered"

    def __str__(self) -> str:
        return str(self.value)
