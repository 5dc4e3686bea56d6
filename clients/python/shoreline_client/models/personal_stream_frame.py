from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.personal_stream_event import PersonalStreamEvent
from ..types import UNSET, Unset

T = TypeVar("T", bound="PersonalStreamFrame")


@_attrs_define
class PersonalStreamFrame:
    """One Server-Sent Event of the personal stream, as a client's SSE parser hands it over (for
    the spec: the stream renders its frames itself).

        Attributes:
            id (None | str | Unset): The notification's id, for `Last-Event-ID` (absent on `token_expired` and
                `session_ended`).
            event (None | PersonalStreamEvent | Unset):
            data (None | str | Unset): JSON text: a `Notification` (as `GET /me/notifications` lists it); for a `your_move`
                without an `id`, its `NotificationData`; `{"id": <the last id sent>}` for
                `token_expired` and `session_ended`.
            retry (int | None | Unset): How long a client waits before reconnecting, in milliseconds (the stream's first
                frame).
    """

    id: None | str | Unset = UNSET
    event: None | PersonalStreamEvent | Unset = UNSET
    data: None | str | Unset = UNSET
    retry: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        event: None | str | Unset
        if isinstance(self.event, Unset):
            event = UNSET
        elif isinstance(self.event, PersonalStreamEvent):
            event = self.event.value
        else:
            event = self.event

        data: None | str | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        else:
            data = self.data

        retry: int | None | Unset
        if isinstance(self.retry, Unset):
            retry = UNSET
        else:
            retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if event is not UNSET:
            field_dict["event"] = event
        if data is not UNSET:
            field_dict["data"] = data
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_event(data: object) -> None | PersonalStreamEvent | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_type_0 = PersonalStreamEvent(data)

                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PersonalStreamEvent | Unset, data)

        event = _parse_event(d.pop("event", UNSET))

        def _parse_data(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        data = _parse_data(d.pop("data", UNSET))

        def _parse_retry(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        retry = _parse_retry(d.pop("retry", UNSET))

        personal_stream_frame = cls(
            id=id,
            event=event,
            data=data,
            retry=retry,
        )

        personal_stream_frame.additional_properties = d
        return personal_stream_frame

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
