from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: UUID,
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
        "url": "/api/v1/games/{id}/stream".format(
            id=quote(str(id), safe=""),
        ),
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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """The game's events as Server-Sent Events: `id` is the event's seq, `event` its kind (`action`,
    `resign`, `timeout`) and `data` the event as `GET .../events` shows it. Comments keep the
    connection alive; an `end` event follows the last event of a finished game. When the token
    expires the stream sends `event: token_expired` and ends: reconnect with a new token and
    `Last-Event-ID`. When its session ends (sign-out, password change, deleted account) the stream
    sends `event: session_ended` at its next keep-alive and ends.

    Args:
        id (UUID):
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
        id=id,
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """The game's events as Server-Sent Events: `id` is the event's seq, `event` its kind (`action`,
    `resign`, `timeout`) and `data` the event as `GET .../events` shows it. Comments keep the
    connection alive; an `end` event follows the last event of a finished game. When the token
    expires the stream sends `event: token_expired` and ends: reconnect with a new token and
    `Last-Event-ID`. When its session ends (sign-out, password change, deleted account) the stream
    sends `event: session_ended` at its next keep-alive and ends.

    Args:
        id (UUID):
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
        id=id,
        client=client,
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """The game's events as Server-Sent Events: `id` is the event's seq, `event` its kind (`action`,
    `resign`, `timeout`) and `data` the event as `GET .../events` shows it. Comments keep the
    connection alive; an `end` event follows the last event of a finished game. When the token
    expires the stream sends `event: token_expired` and ends: reconnect with a new token and
    `Last-Event-ID`. When its session ends (sign-out, password change, deleted account) the stream
    sends `event: session_ended` at its next keep-alive and ends.

    Args:
        id (UUID):
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
        id=id,
        after=after,
        access_token=access_token,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    access_token: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """The game's events as Server-Sent Events: `id` is the event's seq, `event` its kind (`action`,
    `resign`, `timeout`) and `data` the event as `GET .../events` shows it. Comments keep the
    connection alive; an `end` event follows the last event of a finished game. When the token
    expires the stream sends `event: token_expired` and ends: reconnect with a new token and
    `Last-Event-ID`. When its session ends (sign-out, password change, deleted account) the stream
    sends `event: session_ended` at its next keep-alive and ends.

    Args:
        id (UUID):
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
            id=id,
            client=client,
            after=after,
            access_token=access_token,
            last_event_id=last_event_id,
        )
    ).parsed
