from enum import StrEnum


class LandfallActionLandType(StrEnum):
    LAND = "land"

    def __str__(self) -> str:
        return str(self.value)
