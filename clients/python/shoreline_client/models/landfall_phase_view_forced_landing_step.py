from enum import StrEnum


class LandfallPhaseViewForcedLandingStep(StrEnum):
    FORCED_LANDING = "forced_landing"

    def __str__(self) -> str:
        return str(self.value)
