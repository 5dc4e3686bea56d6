from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """A problem report (RFC 9457) with Shoreline's machine-readable `code`.

    Example:
        {'code': 'not_your_turn', 'detail': 'it is not your turn to act', 'status': 422, 'title': 'Rule violation',
            'type': '/problems/not_your_turn'}

    Attributes:
        type_ (str): A URI reference naming the kind of problem, `/problems/<code>`: relative to this server,
            which answers it with a page about the code.
        title (str):
        status (int):
        detail (str):
        code (str): Stable snake_case code for clients to switch on.
        current_version (int | None | Unset): The game's current version, on a 409 caused by a stale `expected_version`.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    current_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            current_version=current_version,
        )

        problem.additional_properties = d
        return problem

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
