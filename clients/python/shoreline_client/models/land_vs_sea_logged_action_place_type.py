from enum import StrEnum


class LandVsSeaLoggedActionPlaceType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
