from enum import StrEnum


class WebhookPayloadDataInvitedKind(StrEnum):
    INVITED = "invited"

    def __str__(self) -> str:
        return str(self.value)
