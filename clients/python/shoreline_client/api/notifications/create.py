from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_webhook import CreateWebhook
from ...models.created_webhook import CreatedWebhook
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWebhook,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedWebhook | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedWebhook.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedWebhook | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> Response[CreatedWebhook | Problem]:
    """Register a webhook: every notification of the chosen kinds is POSTed to it as a
    `WebhookPayload`, signed per Standard Webhooks (`webhook-id`, the same on every retry;
    `webhook-timestamp`; `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
    `{webhook-id}.{webhook-timestamp}.{body}` under the secret's key). Any 2xx answer within 10 s
    counts as delivered; otherwise it is retried after 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and
    12 h, and the endpoint is disabled after 50 failed attempts in a row. At least once: an item
    may arrive twice, with the same `webhook-id`. At most 10 endpoints per person.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
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
    body: CreateWebhook,
) -> CreatedWebhook | Problem | None:
    """Register a webhook: every notification of the chosen kinds is POSTed to it as a
    `WebhookPayload`, signed per Standard Webhooks (`webhook-id`, the same on every retry;
    `webhook-timestamp`; `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
    `{webhook-id}.{webhook-timestamp}.{body}` under the secret's key). Any 2xx answer within 10 s
    counts as delivered; otherwise it is retried after 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and
    12 h, and the endpoint is disabled after 50 failed attempts in a row. At least once: an item
    may arrive twice, with the same `webhook-id`. At most 10 endpoints per person.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> Response[CreatedWebhook | Problem]:
    """Register a webhook: every notification of the chosen kinds is POSTed to it as a
    `WebhookPayload`, signed per Standard Webhooks (`webhook-id`, the same on every retry;
    `webhook-timestamp`; `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
    `{webhook-id}.{webhook-timestamp}.{body}` under the secret's key). Any 2xx answer within 10 s
    counts as delivered; otherwise it is retried after 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and
    12 h, and the endpoint is disabled after 50 failed attempts in a row. At least once: an item
    may arrive twice, with the same `webhook-id`. At most 10 endpoints per person.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> CreatedWebhook | Problem | None:
    """Register a webhook: every notification of the chosen kinds is POSTed to it as a
    `WebhookPayload`, signed per Standard Webhooks (`webhook-id`, the same on every retry;
    `webhook-timestamp`; `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
    `{webhook-id}.{webhook-timestamp}.{body}` under the secret's key). Any 2xx answer within 10 s
    counts as delivered; otherwise it is retried after 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and
    12 h, and the endpoint is disabled after 50 failed attempts in a row. At least once: an item
    may arrive twice, with the same `webhook-id`. At most 10 endpoints per person.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
