from enum import StrEnum


class AirLandSeaActionImproviseType(StrEnum):
    IMPROVISE = "improvise"

    def __str__(self) -> str:
        return str(self.value)
