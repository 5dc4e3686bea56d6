from enum import StrEnum


class WebhookPayloadDataYourMoveKind(StrEnum):
    YOUR_MOVE = "your_move"

    def __str__(self) -> str:
        return str(self.value)
