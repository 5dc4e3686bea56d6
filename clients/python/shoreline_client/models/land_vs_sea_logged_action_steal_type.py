from enum import StrEnum


class LandVsSeaLoggedActionStealType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
