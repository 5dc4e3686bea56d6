from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_face import LandVsSeaFace


T = TypeVar("T", bound="LandVsSeaHeldTile")


@_attrs_define
class LandVsSeaHeldTile:
    """A tile held in a hand (or on a stack).

    Attributes:
        up (LandVsSeaFace): One face of a tile. For a placed tile every direction is already rotated onto the map
            (0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east) and, while the game
            runs, everything is listed in an order that depends on the look alone (RULINGS, third round;
            versions 1 and 2 keep their regions in component-table order for their stored Waypoints).
            For a tile in the viewer's own hand it is in face order (rotation 0, the order `place` rotates
            from). A tile in another player's hand or on a stack has no orientation, so it is shown in the
            one of its six orientations that sorts first, its regions listed in edge order: faces that look
            the same on cardboard look the same here.
        stolen_this_turn (bool): Stolen this turn: cannot be played until the holder's next turn.
        hidden (LandVsSeaFace | None | Unset):
    """

    up: LandVsSeaFace
    stolen_this_turn: bool
    hidden: LandVsSeaFace | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415

        up = self.up.to_dict()

        stolen_this_turn = self.stolen_this_turn

        hidden: dict[str, Any] | None | Unset
        if isinstance(self.hidden, Unset):
            hidden = UNSET
        elif isinstance(self.hidden, LandVsSeaFace):
            hidden = self.hidden.to_dict()
        else:
            hidden = self.hidden

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "up": up,
                "stolen_this_turn": stolen_this_turn,
            }
        )
        if hidden is not UNSET:
            field_dict["hidden"] = hidden

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415

        d = dict(src_dict)
        up = LandVsSeaFace.from_dict(d.pop("up"))

        stolen_this_turn = d.pop("stolen_this_turn")

        def _parse_hidden(data: object) -> LandVsSeaFace | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hidden_type_0 = LandVsSeaFace.from_dict(data)

                return hidden_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaFace | None | Unset, data)

        hidden = _parse_hidden(d.pop("hidden", UNSET))

        land_vs_sea_held_tile = cls(
            up=up,
            stolen_this_turn=stolen_this_turn,
            hidden=hidden,
        )

        land_vs_sea_held_tile.additional_properties = d
        return land_vs_sea_held_tile

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
