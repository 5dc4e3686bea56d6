from enum import StrEnum


class LandfallActionPassType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
