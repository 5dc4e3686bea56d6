from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccessToken")


@_attrs_define
class AccessToken:
    """A session's tokens: a short-lived access token for `Authorization: Bearer`, and a long-lived
    refresh token that `POST /auth/refresh` exchanges for new ones (once: keep the new one).

        Attributes:
            access_token (str):
            token_type (str):  Example: Bearer.
            expires_in (int): Seconds until the access token expires. Example: 900.
            refresh_token (str): Exchanged for new tokens by `POST /auth/refresh`, which retires it. Keep it secret: it
                is worth a session for months.
            refresh_expires_in (int): Seconds until the refresh token expires, if it is not used first. Example: 5184000.
    """

    access_token: str
    token_type: str
    expires_in: int
    refresh_token: str
    refresh_expires_in: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        token_type = self.token_type

        expires_in = self.expires_in

        refresh_token = self.refresh_token

        refresh_expires_in = self.refresh_expires_in

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "token_type": token_type,
                "expires_in": expires_in,
                "refresh_token": refresh_token,
                "refresh_expires_in": refresh_expires_in,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        token_type = d.pop("token_type")

        expires_in = d.pop("expires_in")

        refresh_token = d.pop("refresh_token")

        refresh_expires_in = d.pop("refresh_expires_in")

        access_token = cls(
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            refresh_token=refresh_token,
            refresh_expires_in=refresh_expires_in,
        )

        access_token.additional_properties = d
        return access_token

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
