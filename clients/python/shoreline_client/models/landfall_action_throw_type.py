from enum import StrEnum


class LandfallActionThrowType(StrEnum):
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
