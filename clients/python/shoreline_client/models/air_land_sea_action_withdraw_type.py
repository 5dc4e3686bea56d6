from enum import StrEnum


class AirLandSeaActionWithdrawType(StrEnum):
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
