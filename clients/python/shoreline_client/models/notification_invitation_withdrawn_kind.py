from enum import StrEnum


class NotificationInvitationWithdrawnKind(StrEnum):
    INVITATION_WITHDRAWN = "invitation_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
