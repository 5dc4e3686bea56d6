//! Bearer access tokens: HS256 JWTs carrying `sub`, `sid`, `iat` and `exp`. They are short-lived;
//! a client keeps itself signed in with the refresh tokens of its session (`service::sessions`).

use chrono::Utc;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The user's id.
    pub sub: Uuid,
    /// The session the token was issued in: the token is good only while that session is.
    pub sid: Uuid,
    pub iat: i64,
    pub exp: i64,
}

/// Why a token was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenRejection {
    /// Ours, but past its `exp`: the client refreshes it.
    Expired,
    /// Not a token we signed, or malformed.
    Invalid,
}

#[derive(Clone)]
pub struct TokenIssuer {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    lifetime_secs: i64,
}

impl TokenIssuer {
    pub fn new(secret: &[u8], lifetime_secs: i64) -> Self {
        // Pin the algorithm: a token's own header never chooses how it is checked.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "iat", "sub"]);
        TokenIssuer {
            encoding: EncodingKey::from_secret(secret).expect("an HMAC key accepts any secret"),
            decoding: DecodingKey::from_secret(secret).expect("an HMAC key accepts any secret"),
            validation,
            lifetime_secs,
        }
    }

    pub fn lifetime_secs(&self) -> i64 {
        self.lifetime_secs
    }

    pub fn issue(&self, user_id: Uuid, session_id: Uuid) -> anyhow::Result<String> {
        let now = Utc::now().timestamp();
        let claims = Claims {
            sub: user_id,
            sid: session_id,
            iat: now,
            exp: now + self.lifetime_secs,
        };
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &self.encoding,
        )?)
    }

    /// The claims (user, session, expiry) of a valid, unexpired token signed with our secret.
    /// A token without a session (issued before sessions existed) is invalid.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenRejection> {
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|error| match error.kind() {
                jsonwebtoken::errors::ErrorKind::ExpiredSignature => TokenRejection::Expired,
                _ => TokenRejection::Invalid,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The user a token signs in, if `issuer` accepts it.
    fn subject(issuer: &TokenIssuer, token: &str) -> Option<Uuid> {
        issuer.verify(token).ok().map(|claims| claims.sub)
    }

    #[test]
    fn round_trip() {
        let issuer = TokenIssuer::new(b"secret-one-that-is-long-enough!!", 60);
        let (id, session) = (Uuid::new_v4(), Uuid::new_v4());
        let claims = issuer.verify(&issuer.issue(id, session).unwrap()).unwrap();
        assert_eq!((claims.sub, claims.sid), (id, session));
    }

    #[test]
    fn an_expired_token_is_told_apart_from_a_forged_one() {
        let ours = TokenIssuer::new(b"secret-one-that-is-long-enough!!", 60);
        let expired = TokenIssuer::new(b"secret-one-that-is-long-enough!!", -10);
        let theirs = TokenIssuer::new(b"another-secret-entirely-00000000", -10);
        let (id, session) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(
            ours.verify(&expired.issue(id, session).unwrap()).err(),
            Some(TokenRejection::Expired)
        );
        assert_eq!(
            ours.verify(&theirs.issue(id, session).unwrap()).err(),
            Some(TokenRejection::Invalid)
        );
    }

    #[test]
    fn rejects_foreign_expired_malformed_and_unsigned() {
        let ours = TokenIssuer::new(b"secret-one-that-is-long-enough!!", 60);
        let theirs = TokenIssuer::new(b"another-secret-entirely-00000000", 60);
        let expired = TokenIssuer::new(b"secret-one-that-is-long-enough!!", -10);
        let (id, session) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(subject(&ours, &theirs.issue(id, session).unwrap()), None);
        assert_eq!(subject(&ours, &expired.issue(id, session).unwrap()), None);
        assert_eq!(subject(&ours, "not.a.token"), None);
        // alg "none": header {"alg":"none","typ":"JWT"} with our claims and no signature.
        let now = Utc::now().timestamp();
        let b64 = |s: &str| {
            use base64_url_encode as enc;
            enc(s.as_bytes())
        };
        let unsigned = format!(
            "{}.{}.",
            b64(r#"{"alg":"none","typ":"JWT"}"#),
            b64(&format!(
                r#"{{"sub":"{id}","sid":"{session}","iat":{now},"exp":{}}}"#,
                now + 60
            ))
        );
        assert_eq!(subject(&ours, &unsigned), None);
    }

    fn base64_url_encode(bytes: &[u8]) -> String {
        const ALPHABET: &[u8; 64] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let n = chunk.iter().fold(0u32, |acc, &b| (acc << 8) | u32::from(b))
                << (8 * (3 - chunk.len()));
            for i in 0..=chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            }
        }
        out
    }
}
