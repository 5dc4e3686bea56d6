//! Request extractors: the signed-in user (from a bearer token), the client's address, and the
//! `Idempotency-Key` header.

use super::problem_code::ProblemCode;
use std::future::{Future, Ready, ready};
use std::net::IpAddr;
use std::pin::Pin;

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use uuid::Uuid;

use super::error::ApiError;
use crate::auth::TokenRejection;
use crate::service::{self, AppState};

/// The caller, authenticated by `Authorization: Bearer <token>`.
#[derive(Clone, Copy, Debug)]
pub struct AuthUser {
    pub id: Uuid,
    /// The session the token was issued in.
    pub session_id: Uuid,
    /// When the token expires (Unix seconds): a long-lived stream ends then.
    pub token_expires_at: i64,
}

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let verified = authenticate(req);
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move { confirmed(state, verified?).await })
    }
}

/// The caller from the `Authorization` header or, for clients that cannot set headers (a
/// browser's `EventSource`), from a token passed in the query string.
pub async fn authenticate_token(
    req: &HttpRequest,
    query_token: Option<&str>,
) -> Result<AuthUser, ApiError> {
    let verified = verified_token(req, query_token);
    confirmed(req.app_data::<web::Data<AppState>>().cloned(), verified?).await
}

/// A verified token's user, once its session is confirmed live: a token whose session ended
/// (signed out, password changed, account deleted) is as good as none.
async fn confirmed(
    state: Option<web::Data<AppState>>,
    user: AuthUser,
) -> Result<AuthUser, ApiError> {
    let state = state.ok_or_else(missing_state)?;
    service::confirm_session(&state, user.id, user.session_id).await?;
    Ok(user)
}

fn missing_state() -> ApiError {
    ApiError::Internal(anyhow::anyhow!("app state is not configured"))
}

fn verified_token(req: &HttpRequest, query_token: Option<&str>) -> Result<AuthUser, ApiError> {
    match query_token {
        Some(token)
            if req
                .headers()
                .get(actix_web::http::header::AUTHORIZATION)
                .is_none() =>
        {
            verify(req, token)
        }
        _ => authenticate(req),
    }
}

fn verify(req: &HttpRequest, token: &str) -> Result<AuthUser, ApiError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(missing_state)?;
    let claims = state
        .tokens
        .verify(token.trim())
        .map_err(|rejection| match rejection {
            // The one failure a client cures by itself: refresh, then try again.
            TokenRejection::Expired => ApiError::new(
                ProblemCode::TokenExpired,
                "the access token has expired; refresh it",
            ),
            TokenRejection::Invalid => ApiError::unauthorized("the token is invalid"),
        })?;
    Ok(AuthUser {
        id: claims.sub,
        session_id: claims.sid,
        token_expires_at: claims.exp,
    })
}

fn authenticate(req: &HttpRequest) -> Result<AuthUser, ApiError> {
    let header = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .ok_or_else(|| ApiError::unauthorized("a bearer token is required"))?;
    let token = header
        .to_str()
        .ok()
        .and_then(|h| {
            // The scheme name is case-insensitive (RFC 9110).
            let (scheme, token) = h.split_once(' ')?;
            scheme.eq_ignore_ascii_case("bearer").then_some(token)
        })
        .ok_or_else(|| {
            ApiError::unauthorized("the Authorization header must be 'Bearer <token>'")
        })?;
    verify(req, token)
}

/// The optional `Idempotency-Key` header that makes a retried move safe: 1-200 visible ASCII
/// characters (`!` to `~`, so no spaces), as the spec's pattern says. A header that is present
/// but not such a key is a 400, never ignored.
#[derive(Clone, Debug, Default)]
pub struct IdempotencyKey(Option<String>);

/// Longest `Idempotency-Key` accepted: a UUID or a client's own request id fits easily.
const MAX_IDEMPOTENCY_KEY_LEN: usize = 200;

impl IdempotencyKey {
    pub fn as_deref(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

impl FromRequest for IdempotencyKey {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let Some(value) = req.headers().get("Idempotency-Key") else {
            return ready(Ok(IdempotencyKey(None)));
        };
        let key = value.to_str().ok().filter(|key| {
            (1..=MAX_IDEMPOTENCY_KEY_LEN).contains(&key.len())
                && key.bytes().all(|b| b.is_ascii_graphic())
        });
        ready(match key {
            Some(key) => Ok(IdempotencyKey(Some(key.to_owned()))),
            None => Err(ApiError::new(
                ProblemCode::InvalidIdempotencyKey,
                "Idempotency-Key must be 1-200 visible ASCII characters",
            )),
        })
    }
}

/// Proxies whose `X-Forwarded-For` is believed (set by `--trusted-proxies`). Empty by default: a
/// header any client can write must not decide whose sign-in allowance a request uses.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(pub Vec<IpAddr>);

/// The address of the client that sent the request: the connection's peer or, when the peer is a
/// trusted proxy, the nearest address in `X-Forwarded-For` that is not itself a trusted proxy.
#[derive(Clone, Copy, Debug)]
pub struct ClientAddress(pub Option<IpAddr>);

impl FromRequest for ClientAddress {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let trusted = req
            .app_data::<web::Data<TrustedProxies>>()
            .map(|proxies| proxies.0.as_slice())
            .unwrap_or_default();
        let forwarded = req
            .headers()
            .get_all("X-Forwarded-For")
            .filter_map(|value| value.to_str().ok());
        let peer = req.peer_addr().map(|addr| addr.ip());
        ready(Ok(ClientAddress(
            peer.map(|peer| client_address(peer, forwarded, trusted)),
        )))
    }
}

/// Walks the forwarding chain from the nearest hop outwards while each hop is a trusted proxy.
/// Proxies append, so the entries nearest the end were written by our own proxies; anything
/// further left may have been made up by the client.
fn client_address<'a>(
    peer: IpAddr,
    forwarded_headers: impl Iterator<Item = &'a str>,
    trusted: &[IpAddr],
) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let hops: Vec<&str> = forwarded_headers
        .flat_map(|header| header.split(','))
        .map(str::trim)
        .collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        let Ok(address) = hop.parse::<IpAddr>() else {
            // Not an address we can count by: stop at the last hop we could read.
            break;
        };
        client = address;
        if !trusted.contains(&address) {
            break;
        }
    }
    client
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(raw: &str) -> IpAddr {
        raw.parse().unwrap()
    }

    #[test]
    fn forwarded_addresses_count_only_through_trusted_proxies() {
        let proxy = ip("10.0.0.1");
        let trusted = [proxy];
        // A direct client's header is ignored.
        assert_eq!(
            client_address(ip("203.0.113.9"), ["198.51.100.1"].into_iter(), &trusted),
            ip("203.0.113.9")
        );
        // Through our proxy: the address it appended, not the one the client made up.
        assert_eq!(
            client_address(proxy, ["198.51.100.1, 203.0.113.9"].into_iter(), &trusted),
            ip("203.0.113.9")
        );
        // Two of our proxies in a row, across two header lines.
        assert_eq!(
            client_address(proxy, ["203.0.113.9", "10.0.0.1"].into_iter(), &trusted),
            ip("203.0.113.9")
        );
        // No header, or garbage: the proxy itself is all we know.
        assert_eq!(client_address(proxy, std::iter::empty(), &trusted), proxy);
        assert_eq!(
            client_address(proxy, ["unknown"].into_iter(), &trusted),
            proxy
        );
        // Nothing trusted: the peer, always.
        assert_eq!(
            client_address(proxy, ["203.0.113.9"].into_iter(), &[]),
            proxy
        );
    }
}
