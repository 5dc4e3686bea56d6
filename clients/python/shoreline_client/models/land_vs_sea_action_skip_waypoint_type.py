from enum import StrEnum


class LandVsSeaActionSkipWaypointType(StrEnum):
    SKIP_WAYPOINT = "skip_waypoint"

    def __str__(self) -> str:
        return str(self.value)
