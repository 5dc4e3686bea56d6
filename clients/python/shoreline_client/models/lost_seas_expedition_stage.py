from enum import StrEnum


class LostSeasExpeditionStage(StrEnum):
    CHOOSING_COLUMNS = "choosing_columns"
    CHOOSING_ROWS = "choosing_rows"
    NONE = "none"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
