from enum import StrEnum


class LandVsSeaLoggedActionPlaceWaypointType(StrEnum):
    PLACE_WAYPOINT = "place_waypoint"

    def __str__(self) -> str:
        return str(self.value)
