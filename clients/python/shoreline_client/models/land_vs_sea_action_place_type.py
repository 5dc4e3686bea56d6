from enum import StrEnum


class LandVsSeaActionPlaceType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
