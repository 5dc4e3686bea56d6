from enum import StrEnum


class NotificationDataDeadlineNearKind(StrEnum):
    DEADLINE_NEAR = "deadline_near"

    def __str__(self) -> str:
        return str(self.value)
