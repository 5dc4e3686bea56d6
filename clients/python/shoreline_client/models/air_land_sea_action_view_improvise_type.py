from enum import StrEnum


class AirLandSeaActionViewImproviseType(StrEnum):
    IMPROVISE = "improvise"

    def __str__(self) -> str:
        return str(self.value)
