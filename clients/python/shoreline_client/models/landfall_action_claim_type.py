from enum import StrEnum


class LandfallActionClaimType(StrEnum):
    CLAIM = "claim"

    def __str__(self) -> str:
        return str(self.value)
