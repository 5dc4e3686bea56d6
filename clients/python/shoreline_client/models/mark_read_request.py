from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarkReadRequest")


@_attrs_define
class MarkReadRequest:
    """Which notifications to mark read: those listed, and every one up to an id. Either may be
    omitted; marking an item read again changes nothing.

        Attributes:
            ids (list[int] | None | Unset): Ids of your notifications (ids that are not yours are ignored).
            up_to (int | None | Unset): Marks every notification with an id up to this one.
    """

    ids: list[int] | None | Unset = UNSET
    up_to: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ids: list[int] | None | Unset
        if isinstance(self.ids, Unset):
            ids = UNSET
        elif isinstance(self.ids, list):
            ids = self.ids

        else:
            ids = self.ids

        up_to: int | None | Unset
        if isinstance(self.up_to, Unset):
            up_to = UNSET
        else:
            up_to = self.up_to

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ids is not UNSET:
            field_dict["ids"] = ids
        if up_to is not UNSET:
            field_dict["up_to"] = up_to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_ids(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ids_type_0 = cast(list[int], data)

                return ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        ids = _parse_ids(d.pop("ids", UNSET))

        def _parse_up_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        up_to = _parse_up_to(d.pop("up_to", UNSET))

        mark_read_request = cls(
            ids=ids,
            up_to=up_to,
        )

        return mark_read_request
