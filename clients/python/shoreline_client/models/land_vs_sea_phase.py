from enum import StrEnum


class LandVsSeaPhase(StrEnum):
    DRAFT = "draft"
    DRAW = "draw"
    OVER = "over"
    PLACE = "place"
    STEAL = "steal"
    VOLCANO_WHIRLPOOL = "volcano_whirlpool"
    WAYPOINT = "waypoint"

    def __str__(self) -> str:
        return str(self.value)
