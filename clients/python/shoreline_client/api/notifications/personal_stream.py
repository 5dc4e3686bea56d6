from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    params: dict[str, Any] = {}

    params["after"] = after

    params["access_token"] = access_token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """Your notifications as Server-Sent Events, from every instance: `id` is the notification's id,
    `event` its kind (`your_move`, `game_started`, `game_ended`, `invited`,
    `invitation_answered`, `invitation_withdrawn`, `deadline_near`) and `data` the notification as
    `GET /me/notifications` lists it. Reconnect with `Last-Event-ID` to get what you missed.
    A `your_move` is kept (with an id) only when one of your webhooks takes it; otherwise it comes
    live, without an `id` line, its `data` the item's fields alone (`NotificationData`). After
    what you missed, the stream tells every game where it is your move now (at most 100), then
    each new turn once.
    Comments keep the connection alive. When the token expires the stream sends
    `event: token_expired` and ends: reconnect with a new token and `Last-Event-ID`. When its
    session ends (sign-out, password change, deleted account) the stream sends
    `event: session_ended` at its next keep-alive and ends.

    Args:
        after (int | Unset):
        access_token (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """Your notifications as Server-Sent Events, from every instance: `id` is the notification's id,
    `event` its kind (`your_move`, `game_started`, `game_ended`, `invited`,
    `invitation_answered`, `invitation_withdrawn`, `deadline_near`) and `data` the notification as
    `GET /me/notifications` lists it. Reconnect with `Last-Event-ID` to get what you missed.
    A `your_move` is kept (with an id) only when one of your webhooks takes it; otherwise it comes
    live, without an `id` line, its `data` the item's fields alone (`NotificationData`). After
    what you missed, the stream tells every game where it is your move now (at most 100), then
    each new turn once.
    Comments keep the connection alive. When the token expires the stream sends
    `event: token_expired` and ends: reconnect with a new token and `Last-Event-ID`. When its
    session ends (sign-out, password change, deleted account) the stream sends
    `event: session_ended` at its next keep-alive and ends.

    Args:
        after (int | Unset):
        access_token (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        client=client,
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """Your notifications as Server-Sent Events, from every instance: `id` is the notification's id,
    `event` its kind (`your_move`, `game_started`, `game_ended`, `invited`,
    `invitation_answered`, `invitation_withdrawn`, `deadline_near`) and `data` the notification as
    `GET /me/notifications` lists it. Reconnect with `Last-Event-ID` to get what you missed.
    A `your_move` is kept (with an id) only when one of your webhooks takes it; otherwise it comes
    live, without an `id` line, its `data` the item's fields alone (`NotificationData`). After
    what you missed, the stream tells every game where it is your move now (at most 100), then
    each new turn once.
    Comments keep the connection alive. When the token expires the stream sends
    `event: token_expired` and ends: reconnect with a new token and `Last-Event-ID`. When its
    session ends (sign-out, password change, deleted account) the stream sends
    `event: session_ended` at its next keep-alive and ends.

    Args:
        after (int | Unset):
        access_token (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """Your notifications as Server-Sent Events, from every instance: `id` is the notification's id,
    `event` its kind (`your_move`, `game_started`, `game_ended`, `invited`,
    `invitation_answered`, `invitation_withdrawn`, `deadline_near`) and `data` the notification as
    `GET /me/notifications` lists it. Reconnect with `Last-Event-ID` to get what you missed.
    A `your_move` is kept (with an id) only when one of your webhooks takes it; otherwise it comes
    live, without an `id` line, its `data` the item's fields alone (`NotificationData`). After
    what you missed, the stream tells every game where it is your move now (at most 100), then
    each new turn once.
    Comments keep the connection alive. When the token expires the stream sends
    `event: token_expired` and ends: reconnect with a new token and `Last-Event-ID`. When its
    session ends (sign-out, password change, deleted account) the stream sends
    `event: session_ended` at its next keep-alive and ends.

    Args:
        after (int | Unset):
        access_token (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            access_token=access_token,
            last_event_id=last_event_id,
        )
    ).parsed
