from enum import StrEnum


class LandfallPhaseViewActionsStep(StrEnum):
    ACTIONS = "actions"

    def __str__(self) -> str:
        return str(self.value)
