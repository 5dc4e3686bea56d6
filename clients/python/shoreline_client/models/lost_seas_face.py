from enum import StrEnum


class LostSeasFace(StrEnum):
    EASY = "easy"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
