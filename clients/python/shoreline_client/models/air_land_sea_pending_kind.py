from enum import StrEnum


class AirLandSeaPendingKind(StrEnum):
    AMBUSH = "ambush"
    DISRUPT = "disrupt"
    EXTRA_PLAY = "extra_play"
    MANEUVER = "maneuver"
    REDEPLOY = "redeploy"
    REINFORCE = "reinforce"
    TRANSPORT = "transport"

    def __str__(self) -> str:
        return str(self.value)
