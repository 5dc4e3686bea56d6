from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating import Rating


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """
    Attributes:
        username (str):
        created_at (datetime.datetime):
        ratings (list[Rating]): One per game type played to the end.
    """

    username: str
    created_at: datetime.datetime
    ratings: list[Rating]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        created_at = self.created_at.isoformat()

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "username": username,
                "created_at": created_at,
                "ratings": ratings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating import Rating  # noqa: PLC0415

        d = dict(src_dict)
        username = d.pop("username")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = Rating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        profile = cls(
            username=username,
            created_at=created_at,
            ratings=ratings,
        )

        profile.additional_properties = d
        return profile

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
