from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lost_seas_action_choose_rows_type import LostSeasActionChooseRowsType
from ..models.lost_seas_face import LostSeasFace

T = TypeVar("T", bound="LostSeasActionChooseRows")


@_attrs_define
class LostSeasActionChooseRows:
    """Place the 4 Expeditions dealt for the rows beside the map, choosing each one's face.
    Setup phase only, after `choose_columns`.

        Attributes:
            order (list[int]): `order[k]` is the position (0-3) in your dealt row hand of the Expedition beside
                row k (top to bottom). A permutation of 0, 1, 2, 3.
            faces (list[LostSeasFace]): `faces[k]` is the face played by the Expedition beside row k.
            type_ (LostSeasActionChooseRowsType):
    """

    order: list[int]
    faces: list[LostSeasFace]
    type_: LostSeasActionChooseRowsType

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.value
            faces.append(faces_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "faces": faces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        faces = []
        _faces = d.pop("faces")
        for faces_item_data in _faces:
            faces_item = LostSeasFace(faces_item_data)

            faces.append(faces_item)

        type_ = LostSeasActionChooseRowsType(d.pop("type"))

        lost_seas_action_choose_rows = cls(
            order=order,
            faces=faces,
            type_=type_,
        )

        return lost_seas_action_choose_rows
