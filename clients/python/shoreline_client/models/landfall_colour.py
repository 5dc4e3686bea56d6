from enum import StrEnum


class LandfallColour(StrEnum):
    BEIGE = "beige"
    GREEN = "green"

    def __str__(self) -> str:
        return str(self.value)
