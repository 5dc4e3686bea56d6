from enum import StrEnum


class LostSeasRequirementExactElementsKind(StrEnum):
    EXACT_ELEMENTS = "exact_elements"

    def __str__(self) -> str:
        return str(self.value)
