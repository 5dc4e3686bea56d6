from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen
    from ..models.lost_seas_requirement_exact_elements import LostSeasRequirementExactElements
    from ..models.lost_seas_requirement_exact_total import LostSeasRequirementExactTotal
    from ..models.lost_seas_requirement_excluded import LostSeasRequirementExcluded
    from ..models.lost_seas_requirement_majority import LostSeasRequirementMajority
    from ..models.lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach
    from ..models.lost_seas_requirement_sets import LostSeasRequirementSets


T = TypeVar("T", bound="LostSeasExpeditionFace")


@_attrs_define
class LostSeasExpeditionFace:
    """One face of an Expedition tile: a requirement and the victory points it is worth.

    Attributes:
        requirement (LostSeasRequirementExactChosen | LostSeasRequirementExactElements | LostSeasRequirementExactTotal |
            LostSeasRequirementExcluded | LostSeasRequirementMajority | LostSeasRequirementOneOfEach |
            LostSeasRequirementSets): The requirement printed on one face of an Expedition tile, checked against the Marine
            Elements of the 4 Sea Exploration tiles in the Expedition's row or column.
        points (int): Victory points for meeting the requirement (per complete set for `sets`).
    """

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

    def to_dict(self) -> dict[str, Any]:
        from ..models.lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_elements import LostSeasRequirementExactElements  # noqa: PLC0415
        from ..models.lost_seas_requirement_exact_total import LostSeasRequirementExactTotal  # noqa: PLC0415
        from ..models.lost_seas_requirement_excluded import LostSeasRequirementExcluded  # noqa: PLC0415
        from ..models.lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach  # noqa: PLC0415
        from ..models.lost_seas_requirement_sets import LostSeasRequirementSets  # noqa: PLC0415

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

        field_dict.update(
            {
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

        lost_seas_expedition_face = cls(
            requirement=requirement,
            points=points,
        )

        return lost_seas_expedition_face
