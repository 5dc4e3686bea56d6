from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_seek import CreateSeek
from ...models.problem import Problem
from ...models.seek import Seek
from ...types import Response


def _get_kwargs(
    *,
    body: CreateSeek,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | None:
    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Seek]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
) -> Response[Problem | Seek]:
    """Look for a game now: join the pool of everyone who asked for the same game type, table size,
    options, rating mode and time per move. Pairing waves (every 2 seconds) seat the closest
    ratings together, accepting a wider gap the longer a seek waits; a paired seeker is told as
    when any game starts (`game_started` in the inbox, on the personal stream and by webhook),
    and the seek names the game. One seek at a time per person; it ends with the session that
    made it, and lapses after 10 minutes unpaired.

    Args:
        body (CreateSeek): What a person asks for when they want to play now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
) -> Problem | Seek | None:
    """Look for a game now: join the pool of everyone who asked for the same game type, table size,
    options, rating mode and time per move. Pairing waves (every 2 seconds) seat the closest
    ratings together, accepting a wider gap the longer a seek waits; a paired seeker is told as
    when any game starts (`game_started` in the inbox, on the personal stream and by webhook),
    and the seek names the game. One seek at a time per person; it ends with the session that
    made it, and lapses after 10 minutes unpaired.

    Args:
        body (CreateSeek): What a person asks for when they want to play now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
) -> Response[Problem | Seek]:
    """Look for a game now: join the pool of everyone who asked for the same game type, table size,
    options, rating mode and time per move. Pairing waves (every 2 seconds) seat the closest
    ratings together, accepting a wider gap the longer a seek waits; a paired seeker is told as
    when any game starts (`game_started` in the inbox, on the personal stream and by webhook),
    and the seek names the game. One seek at a time per person; it ends with the session that
    made it, and lapses after 10 minutes unpaired.

    Args:
        body (CreateSeek): What a person asks for when they want to play now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
) -> Problem | Seek | None:
    """Look for a game now: join the pool of everyone who asked for the same game type, table size,
    options, rating mode and time per move. Pairing waves (every 2 seconds) seat the closest
    ratings together, accepting a wider gap the longer a seek waits; a paired seeker is told as
    when any game starts (`game_started` in the inbox, on the personal stream and by webhook),
    and the seek names the game. One seek at a time per person; it ends with the session that
    made it, and lapses after 10 minutes unpaired.

    Args:
        body (CreateSeek): What a person asks for when they want to play now.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
