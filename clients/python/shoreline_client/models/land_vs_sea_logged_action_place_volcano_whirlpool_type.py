from enum import StrEnum


class LandVsSeaLoggedActionPlaceVolcanoWhirlpoolType(StrEnum):
    PLACE_VOLCANO_WHIRLPOOL = "place_volcano_whirlpool"

    def __str__(self) -> str:
        return str(self.value)
