from enum import StrEnum


class LostSeasPhase(StrEnum):
    DRAFT = "draft"
    FINISHED = "finished"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
