from enum import StrEnum


class LandfallActionForceLandingType(StrEnum):
    FORCE_LANDING = "force_landing"

    def __str__(self) -> str:
        return str(self.value)
