from enum import StrEnum


class AirLandSeaActionViewReinforceType(StrEnum):
    REINFORCE = "reinforce"

    def __str__(self) -> str:
        return str(self.value)
