from enum import StrEnum


class LostSeasStep(StrEnum):
    BOX_TILE = "box_tile"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
