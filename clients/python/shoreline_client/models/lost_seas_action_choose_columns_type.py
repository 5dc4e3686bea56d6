from enum import StrEnum


class LostSeasActionChooseColumnsType(StrEnum):
    CHOOSE_COLUMNS = "choose_columns"

    def __str__(self) -> str:
        return str(self.value)
