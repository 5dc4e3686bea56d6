from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_push_subscription import CreatePushSubscription
from ...models.problem import Problem
from ...models.push_subscription import PushSubscription
from ...types import Response


def _get_kwargs(
    *,
    body: CreatePushSubscription,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/push-subscriptions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | PushSubscription | None:
    if response.status_code == 200:
        response_200 = PushSubscription.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = PushSubscription.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | PushSubscription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePushSubscription,
) -> Response[Problem | PushSubscription]:
    """Subscribe a device to Web Push: each of your notifications of the chosen kinds is sent to it
    as a push message (RFC 8030) whose payload, encrypted for the browser (RFC 8291,
    `aes128gcm`), is the notification as `GET /me/notifications` lists it (less `read_at`).
    Messages ride the same outbox as webhooks: at least once, retried on the same schedule; a
    push service's 404 or 410 deletes the subscription. Subscribing an endpoint you subscribed
    before updates it (200: its keys and kinds); an endpoint someone else subscribed (another
    account signed in on the same browser) becomes yours. At most 20 per person.

    Args:
        body (CreatePushSubscription):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PushSubscription]
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
    body: CreatePushSubscription,
) -> Problem | PushSubscription | None:
    """Subscribe a device to Web Push: each of your notifications of the chosen kinds is sent to it
    as a push message (RFC 8030) whose payload, encrypted for the browser (RFC 8291,
    `aes128gcm`), is the notification as `GET /me/notifications` lists it (less `read_at`).
    Messages ride the same outbox as webhooks: at least once, retried on the same schedule; a
    push service's 404 or 410 deletes the subscription. Subscribing an endpoint you subscribed
    before updates it (200: its keys and kinds); an endpoint someone else subscribed (another
    account signed in on the same browser) becomes yours. At most 20 per person.

    Args:
        body (CreatePushSubscription):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PushSubscription
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePushSubscription,
) -> Response[Problem | PushSubscription]:
    """Subscribe a device to Web Push: each of your notifications of the chosen kinds is sent to it
    as a push message (RFC 8030) whose payload, encrypted for the browser (RFC 8291,
    `aes128gcm`), is the notification as `GET /me/notifications` lists it (less `read_at`).
    Messages ride the same outbox as webhooks: at least once, retried on the same schedule; a
    push service's 404 or 410 deletes the subscription. Subscribing an endpoint you subscribed
    before updates it (200: its keys and kinds); an endpoint someone else subscribed (another
    account signed in on the same browser) becomes yours. At most 20 per person.

    Args:
        body (CreatePushSubscription):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PushSubscription]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreatePushSubscription,
) -> Problem | PushSubscription | None:
    """Subscribe a device to Web Push: each of your notifications of the chosen kinds is sent to it
    as a push message (RFC 8030) whose payload, encrypted for the browser (RFC 8291,
    `aes128gcm`), is the notification as `GET /me/notifications` lists it (less `read_at`).
    Messages ride the same outbox as webhooks: at least once, retried on the same schedule; a
    push service's 404 or 410 deletes the subscription. Subscribing an endpoint you subscribed
    before updates it (200: its keys and kinds); an endpoint someone else subscribed (another
    account signed in on the same browser) becomes yours. At most 20 per person.

    Args:
        body (CreatePushSubscription):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PushSubscription
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
