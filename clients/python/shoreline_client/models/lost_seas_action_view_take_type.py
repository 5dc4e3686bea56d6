from enum import StrEnum


class LostSeasActionViewTakeType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
