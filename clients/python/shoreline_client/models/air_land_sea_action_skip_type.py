from enum import StrEnum


class AirLandSeaActionSkipType(StrEnum):
    SKIP = "skip"

    def __str__(self) -> str:
        return str(self.value)
