from enum import StrEnum


class LostSeasActionViewBoxTileType(StrEnum):
    BOX_TILE = "box_tile"

    def __str__(self) -> str:
        return str(self.value)
