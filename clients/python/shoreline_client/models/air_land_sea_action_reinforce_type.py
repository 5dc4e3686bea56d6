from enum import StrEnum


class AirLandSeaActionReinforceType(StrEnum):
    REINFORCE = "reinforce"

    def __str__(self) -> str:
        return str(self.value)
