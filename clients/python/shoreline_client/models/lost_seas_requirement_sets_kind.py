from enum import StrEnum


class LostSeasRequirementSetsKind(StrEnum):
    SETS = "sets"

    def __str__(self) -> str:
        return str(self.value)
