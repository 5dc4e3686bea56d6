from enum import StrEnum


class LostSeasRequirementExcludedKind(StrEnum):
    EXCLUDED = "excluded"

    def __str__(self) -> str:
        return str(self.value)
