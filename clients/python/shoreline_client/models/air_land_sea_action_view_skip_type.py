from enum import StrEnum


class AirLandSeaActionViewSkipType(StrEnum):
    SKIP = "skip"

    def __str__(self) -> str:
        return str(self.value)
