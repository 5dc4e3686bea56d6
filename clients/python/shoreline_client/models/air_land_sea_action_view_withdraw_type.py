from enum import StrEnum


class AirLandSeaActionViewWithdrawType(StrEnum):
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
