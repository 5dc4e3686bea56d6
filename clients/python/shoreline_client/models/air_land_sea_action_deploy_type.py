from enum import StrEnum


class AirLandSeaActionDeployType(StrEnum):
    DEPLOY = "deploy"

    def __str__(self) -> str:
        return str(self.value)
