from enum import StrEnum


class CreateSeekGameType(StrEnum):
    AIR_LAND_SEA = "air-land-sea"
    LANDFALL = "landfall"
    LAND_VS_SEA = "land-vs-sea"
    LOST_SEAS = "lost-seas"

    def __str__(self) -> str:
        return str(self.value)
