from enum import StrEnum


class LandfallPhaseViewOverStep(StrEnum):
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
