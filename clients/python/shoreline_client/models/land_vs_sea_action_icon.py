from enum import StrEnum


class LandVsSeaActionIcon(StrEnum):
    PLAY_AGAIN = "play_again"
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
