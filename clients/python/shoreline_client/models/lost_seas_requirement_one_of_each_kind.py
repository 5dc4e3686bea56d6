from enum import StrEnum


class LostSeasRequirementOneOfEachKind(StrEnum):
    ONE_OF_EACH = "one_of_each"

    def __str__(self) -> str:
        return str(self.value)
