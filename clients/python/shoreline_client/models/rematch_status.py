from enum import StrEnum


class RematchStatus(StrEnum):
    DECLINED = "declined"
    LAPSED = "lapsed"
    NOT_OFFERED = "not_offered"
    OFFERED = "offered"
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
