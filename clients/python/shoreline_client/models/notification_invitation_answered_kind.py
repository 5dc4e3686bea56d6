from enum import StrEnum


class NotificationInvitationAnsweredKind(StrEnum):
    INVITATION_ANSWERED = "invitation_answered"

    def __str__(self) -> str:
        return str(self.value)
