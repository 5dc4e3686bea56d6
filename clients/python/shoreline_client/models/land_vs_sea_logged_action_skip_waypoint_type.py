from enum import StrEnum


class LandVsSeaLoggedActionSkipWaypointType(StrEnum):
    SKIP_WAYPOINT = "skip_waypoint"

    def __str__(self) -> str:
        return str(self.value)
