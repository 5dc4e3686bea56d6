from enum import StrEnum


class AirLandSeaActionViewDeployType(StrEnum):
    DEPLOY = "deploy"

    def __str__(self) -> str:
        return str(self.value)
