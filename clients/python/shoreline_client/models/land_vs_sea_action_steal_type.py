from enum import StrEnum


class LandVsSeaActionStealType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
