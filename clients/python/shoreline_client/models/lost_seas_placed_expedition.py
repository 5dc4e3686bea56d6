from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_face import LostSeasFace

if TYPE_CHECKING:
    from ..models.lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen
    from ..models.lost_seas_requirement_exact_elements import LostSeasRequirementExactElements
    from ..models.lost_seas_requirement_exact_total import LostSeasRequirementExactTotal
    from ..models.lost_seas_requirement_excluded import LostSeasRequirementExcluded
    from ..models.lost_seas_requirement_majority import LostSeasRequirementMajority
    from ..models.lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach
    from ..models.lost_seas_requirement_sets import LostSeasRequirementSets


T = TypeVar("T", bound="LostSeasPlacedExpedition")


@_attrs_define
class LostSeasPlacedExpedition:
    """An Expedition placed at a row or column with the face chosen for the game.

    Attributes:
        id (int):
        face (LostSeasFace): Which face of an Expedition tile a player plays for the whole game.
        requirement (LostSeasRequirementExactChosen | LostSeasRequirementExactElements | LostSeasRequirementExactTotal |
            LostSeasRequirementExcluded | LostSeasRequirementMajority | LostSeasRequirementOneOfEach |
            LostSeasRequirementSets): The requirement printed on one face of an Expedition tile, checked against the Marine
            Elements of the 4 Sea Exploration tiles in the Expedition's row or column.
        points (int):
    """

    id: int
    face: LostSeasFace
    requirement: (
        LostSeasRequirementExactChosen
        | LostSeasRequirementExactElements
        | LostSeasRequirementExactTotal
        | LostSeasRequirementExcluded
        | LostSeasRequirementMajority
        | LostSeasRequirementOneOfEach
        | LostSeasRequirementSets
    )
    points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_elements import LostSeasRequirementExactElements  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_total import LostSeasRequirementExactTotal  # noqa: PLC0415
        from ..models.lost_seas_requirement_excluded import LostSeasRequirementExcluded  # noqa: PLC0415
        from ..models.lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach  # noqa: PLC0415
        from ..models.lost_seas_requirement_sets import LostSeasRequirementSets  # noqa: PLC0415

        id = self.id

        face = self.face.value

        requirement: dict[str, Any]
        if isinstance(self.requirement, LostSeasRequirementExactElements):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, LostSeasRequirementExactChosen):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, LostSeasRequirementExactTotal):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, LostSeasRequirementSets):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, LostSeasRequirementOneOfEach):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, LostSeasRequirementExcluded):
            requirement = self.requirement.to_dict()
        else:
            requirement = self.requirement.to_dict()

        points = self.points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "face": face,
                "requirement": requirement,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_elements import LostSeasRequirementExactElements  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_total import LostSeasRequirementExactTotal  # noqa: PLC0415
        from ..models.lost_seas_requirement_excluded import LostSeasRequirementExcluded  # noqa: PLC0415
        from ..models.lost_seas_requirement_majority import LostSeasRequirementMajority  # noqa: PLC0415
        from ..models.lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach  # noqa: PLC0415
        from ..models.lost_seas_requirement_sets import LostSeasRequirementSets  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        face = LostSeasFace(d.pop("face"))

        def _parse_requirement(
            data: object,
        ) -> (
            LostSeasRequirementExactChosen
            | LostSeasRequirementExactElements
            | LostSeasRequirementExactTotal
            | LostSeasRequirementExcluded
            | LostSeasRequirementMajority
            | LostSeasRequirementOneOfEach
            | LostSeasRequirementSets
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_0 = LostSeasRequirementExactElements.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_1 = LostSeasRequirementExactChosen.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_2 = LostSeasRequirementExactTotal.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_3 = LostSeasRequirementSets.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_4 = LostSeasRequirementOneOfEach.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_requirement_type_5 = LostSeasRequirementExcluded.from_dict(data)

                return componentsschemas_lost_seas_requirement_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_lost_seas_requirement_type_6 = LostSeasRequirementMajority.from_dict(data)

            return componentsschemas_lost_seas_requirement_type_6

        requirement = _parse_requirement(d.pop("requirement"))

        points = d.pop("points")

        lost_seas_placed_expedition = cls(
            id=id,
            face=face,
            requirement=requirement,
            points=points,
        )

        lost_seas_placed_expedition.additional_properties = d
        return lost_seas_placed_expedition

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
