from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lost_seas_expedition_face import LostSeasExpeditionFace


T = TypeVar("T", bound="LostSeasExpeditionTile")


@_attrs_define
class LostSeasExpeditionTile:
    """A double-sided Expedition tile, both faces shown.

    Attributes:
        id (int):
        easy (LostSeasExpeditionFace): One face of an Expedition tile: a requirement and the victory points it is worth.
        hard (LostSeasExpeditionFace): One face of an Expedition tile: a requirement and the victory points it is worth.
    """

    id: int
    easy: LostSeasExpeditionFace
    hard: LostSeasExpeditionFace
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        easy = self.easy.to_dict()

        hard = self.hard.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "easy": easy,
                "hard": hard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_expedition_face import LostSeasExpeditionFace  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        easy = LostSeasExpeditionFace.from_dict(d.pop("easy"))

        hard = LostSeasExpeditionFace.from_dict(d.pop("hard"))

        lost_seas_expedition_tile = cls(
            id=id,
            easy=easy,
            hard=hard,
        )

        lost_seas_expedition_tile.additional_properties = d
        return lost_seas_expedition_tile

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
