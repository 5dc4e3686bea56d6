from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.history_page import HistoryPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    username: str,
    *,
    game_type: str | Unset = UNSET,
    status: str | Unset = UNSET,
    result: str | Unset = UNSET,
    awaiting_move: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game_type"] = game_type

    params["status"] = status

    params["result"] = result

    params["awaiting_move"] = awaiting_move

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/games".format(
            username=quote(str(username), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HistoryPage | Problem | None:
    if response.status_code == 200:
        response_200 = HistoryPage.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[HistoryPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: str | Unset = UNSET,
    status: str | Unset = UNSET,
    result: str | Unset = UNSET,
    awaiting_move: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[HistoryPage | Problem]:
    """A player's games, newest first.

    Args:
        username (str):
        game_type (str | Unset):
        status (str | Unset):
        result (str | Unset):
        awaiting_move (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HistoryPage | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        game_type=game_type,
        status=status,
        result=result,
        awaiting_move=awaiting_move,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: str | Unset = UNSET,
    status: str | Unset = UNSET,
    result: str | Unset = UNSET,
    awaiting_move: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> HistoryPage | Problem | None:
    """A player's games, newest first.

    Args:
        username (str):
        game_type (str | Unset):
        status (str | Unset):
        result (str | Unset):
        awaiting_move (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HistoryPage | Problem
    """

    return sync_detailed(
        username=username,
        client=client,
        game_type=game_type,
        status=status,
        result=result,
        awaiting_move=awaiting_move,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: str | Unset = UNSET,
    status: str | Unset = UNSET,
    result: str | Unset = UNSET,
    awaiting_move: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[HistoryPage | Problem]:
    """A player's games, newest first.

    Args:
        username (str):
        game_type (str | Unset):
        status (str | Unset):
        result (str | Unset):
        awaiting_move (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HistoryPage | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        game_type=game_type,
        status=status,
        result=result,
        awaiting_move=awaiting_move,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: str | Unset = UNSET,
    status: str | Unset = UNSET,
    result: str | Unset = UNSET,
    awaiting_move: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> HistoryPage | Problem | None:
    """A player's games, newest first.

    Args:
        username (str):
        game_type (str | Unset):
        status (str | Unset):
        result (str | Unset):
        awaiting_move (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HistoryPage | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            game_type=game_type,
            status=status,
            result=result,
            awaiting_move=awaiting_move,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
