from enum import StrEnum


class NotificationDataYourMoveKind(StrEnum):
    YOUR_MOVE = "your_move"

    def __str__(self) -> str:
        return str(self.value)
