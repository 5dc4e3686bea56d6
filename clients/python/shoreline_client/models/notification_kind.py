from enum import StrEnum


class NotificationKind(StrEnum):
    DEADLINE_NEAR = "deadline_near"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    INVITATION_ANSWERED = "invitation_answered"
    INVITATION_WITHDRAWN = "invitation_withdrawn"
    INVITED = "invited"
    YOUR_MOVE = "your_move"

    def __str__(self) -> str:
        return str(self.value)
