from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_account import DeleteAccount
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: DeleteAccount,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

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
    body: DeleteAccount,
) -> Response[Any | Problem]:
    """Delete the account, given its password. Every token of the account stops working at once.
    Its running games are resigned (the other sides win), open games it created are cancelled,
    seats in others' open games are left, invitations it had not answered are declined (each
    inviter gets `invitation_answered`, as for any decline) and those it sent are withdrawn
    (each invitee gets `invitation_withdrawn`).
    Finished games stay in the other players' history and replays, with this seat shown
    as `deleted-player`. The username can be registered again once the release delay has passed
    (30 days unless configured otherwise).

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
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
    body: DeleteAccount,
) -> Any | Problem | None:
    """Delete the account, given its password. Every token of the account stops working at once.
    Its running games are resigned (the other sides win), open games it created are cancelled,
    seats in others' open games are left, invitations it had not answered are declined (each
    inviter gets `invitation_answered`, as for any decline) and those it sent are withdrawn
    (each invitee gets `invitation_withdrawn`).
    Finished games stay in the other players' history and replays, with this seat shown
    as `deleted-player`. The username can be registered again once the release delay has passed
    (30 days unless configured otherwise).

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Response[Any | Problem]:
    """Delete the account, given its password. Every token of the account stops working at once.
    Its running games are resigned (the other sides win), open games it created are cancelled,
    seats in others' open games are left, invitations it had not answered are declined (each
    inviter gets `invitation_answered`, as for any decline) and those it sent are withdrawn
    (each invitee gets `invitation_withdrawn`).
    Finished games stay in the other players' history and replays, with this seat shown
    as `deleted-player`. The username can be registered again once the release delay has passed
    (30 days unless configured otherwise).

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Any | Problem | None:
    """Delete the account, given its password. Every token of the account stops working at once.
    Its running games are resigned (the other sides win), open games it created are cancelled,
    seats in others' open games are left, invitations it had not answered are declined (each
    inviter gets `invitation_answered`, as for any decline) and those it sent are withdrawn
    (each invitee gets `invitation_withdrawn`).
    Finished games stay in the other players' history and replays, with this seat shown
    as `deleted-player`. The username can be registered again once the release delay has passed
    (30 days unless configured otherwise).

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
