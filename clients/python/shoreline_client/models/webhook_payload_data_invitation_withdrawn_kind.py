from enum import StrEnum


class WebhookPayloadDataInvitationWithdrawnKind(StrEnum):
    INVITATION_WITHDRAWN = "invitation_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
