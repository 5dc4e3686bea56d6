from enum import StrEnum


class LostSeasRequirementExactChosenKind(StrEnum):
    EXACT_CHOSEN = "exact_chosen"

    def __str__(self) -> str:
        return str(self.value)
