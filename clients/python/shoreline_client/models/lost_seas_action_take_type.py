from enum import StrEnum


class LostSeasActionTakeType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
