from enum import StrEnum


class WebhookPayloadDataInvitationAnsweredKind(StrEnum):
    INVITATION_ANSWERED = "invitation_answered"

    def __str__(self) -> str:
        return str(self.value)
