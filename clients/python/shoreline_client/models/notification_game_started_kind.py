from enum import StrEnum


class NotificationGameStartedKind(StrEnum):
    GAME_STARTED = "game_started"

    def __str__(self) -> str:
        return str(self.value)
