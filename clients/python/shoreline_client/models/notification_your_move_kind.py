from enum import StrEnum


class NotificationYourMoveKind(StrEnum):
    YOUR_MOVE = "your_move"

    def __str__(self) -> str:
        return str(self.value)
