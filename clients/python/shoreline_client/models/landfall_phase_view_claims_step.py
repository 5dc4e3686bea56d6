from enum import StrEnum


class LandfallPhaseViewClaimsStep(StrEnum):
    CLAIMS = "claims"

    def __str__(self) -> str:
        return str(self.value)
