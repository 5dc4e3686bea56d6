from enum import StrEnum


class LostSeasRequirementMajorityKind(StrEnum):
    MAJORITY = "majority"

    def __str__(self) -> str:
        return str(self.value)
