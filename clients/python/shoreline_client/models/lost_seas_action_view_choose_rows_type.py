from enum import StrEnum


class LostSeasActionViewChooseRowsType(StrEnum):
    CHOOSE_ROWS = "choose_rows"

    def __str__(self) -> str:
        return str(self.value)
