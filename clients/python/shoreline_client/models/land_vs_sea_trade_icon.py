from enum import StrEnum


class LandVsSeaTradeIcon(StrEnum):
    CARAVAN = "caravan"
    SHIP = "ship"

    def __str__(self) -> str:
        return str(self.value)
