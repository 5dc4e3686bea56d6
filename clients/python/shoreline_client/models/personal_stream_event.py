from enum import StrEnum


class PersonalStreamEvent(StrEnum):
    DEADLINE_NEAR = "deadline_near"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    INVITATION_ANSWERED = "invitation_answered"
    INVITATION_WITHDRAWN = "invitation_withdrawn"
    INVITED = "invited"
    SESSION_ENDED = "session_ended"
    TOKEN_EXPIRED = "token_expired"
    YOUR_MOVE = "your_move"

    def __str__(self) -> str:
        return str(self.value)
