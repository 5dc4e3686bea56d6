//! Bearer access tokens: HS256 JWTs carrying `sub`, `iat` and `exp`.

use chrono::Utc;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The user's id.
    pub sub: Uuid,
    pub iat: i64,
    pub exp: i64,
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

    pub fn issue(&self, user_id: Uuid) -> anyhow::Result<String> {
        let now = Utc::now().timestamp();
        let claims = Claims {
            sub: user_id,
            iat: now,
            exp: now + self.lifetime_secs,
        };
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &self.encoding,
        )?)
    }

    /// The claims (user id, expiry) of a valid, unexpired token signed with our secret.
    pub fn verify(&self, token: &str) -> Option<Claims> {
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .ok()
            .map(|data| data.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The user a token signs in, if `issuer` accepts it.
    fn subject(issuer: &TokenIssuer, token: &str) -> Option<Uuid> {
        issuer.verify(token).map(|claims| claims.sub)
    }

    #[test]
    fn round_trip() {
        let issuer = TokenIssuer::new(b"secret-one-that-is-long-enough!!", 60);
        let id = Uuid::new_v4();
        assert_eq!(subject(&issuer, &issuer.issue(id).unwrap()), Some(id));
    }

    #[test]
    fn rejects_foreign_expired_malformed_and_unsigned() {
        let ours = TokenIssuer::new(b"secret-one-that-is-long-enough!!", 60);
        let theirs = TokenIssuer::new(b"another-secret-entirely-00000000", 60);
        let expired = TokenIssuer::new(b"secret-one-that-is-long-enough!!", -10);
        let id = Uuid::new_v4();
        assert_eq!(subject(&ours, &theirs.issue(id).unwrap()), None);
        assert_eq!(subject(&ours, &expired.issue(id).unwrap()), None);
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
                r#"{{"sub":"{id}","iat":{now},"exp":{}}}"#,
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
