from enum import StrEnum


class LandfallActionPlaceType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
