from enum import StrEnum


class AirLandSeaActionViewReturnToHandType(StrEnum):
    RETURN_TO_HAND = "return_to_hand"

    def __str__(self) -> str:
        return str(self.value)
