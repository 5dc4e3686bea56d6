from enum import StrEnum


class LandfallFormation(StrEnum):
    MOUNTAIN = "mountain"
    PLAIN = "plain"
    VALLEY = "valley"

    def __str__(self) -> str:
        return str(self.value)
