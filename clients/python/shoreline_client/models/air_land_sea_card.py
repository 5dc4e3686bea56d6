from enum import StrEnum


class AirLandSeaCard(StrEnum):
    AIR_1 = "air_1"
    AIR_2 = "air_2"
    AIR_3 = "air_3"
    AIR_4 = "air_4"
    AIR_5 = "air_5"
    AIR_6 = "air_6"
    LAND_1 = "land_1"
    LAND_2 = "land_2"
    LAND_3 = "land_3"
    LAND_4 = "land_4"
    LAND_5 = "land_5"
    LAND_6 = "land_6"
    SEA_1 = "sea_1"
    SEA_2 = "sea_2"
    SEA_3 = "sea_3"
    SEA_4 = "sea_4"
    SEA_5 = "sea_5"
    SEA_6 = "sea_6"

    def __str__(self) -> str:
        return str(self.value)
