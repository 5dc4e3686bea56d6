from enum import StrEnum


class LostSeasRequirementExactTotalKind(StrEnum):
    EXACT_TOTAL = "exact_total"

    def __str__(self) -> str:
        return str(self.value)
