from enum import StrEnum


class LostSeasElement(StrEnum):
    KRAKEN = "kraken"
    LEVIATHAN = "leviathan"
    MAELSTROM = "maelstrom"
    ROCK = "rock"
    SANDBANK = "sandbank"
    SHIPWRECK = "shipwreck"

    def __str__(self) -> str:
        return str(self.value)
