//! VAPID (RFC 8292): the server's identity towards push services. A subscription is made for
//! the server's public key (the browser's `applicationServerKey`), and the push service accepts
//! messages for it only with a JWT signed by the matching private key, for the push service's
//! origin, naming a contact (`sub`) and expiring within a day.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::SecretKey;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};

/// How long a signed JWT is good for (RFC 8292 allows at most 24 hours).
const TOKEN_LIFETIME_SECS: i64 = 12 * 60 * 60;
/// How long a signed token is used again for the same push service: signing one costs more than
/// the rest of a message (an ECDSA signature), and nearly every message goes to one of a few
/// push services (one per browser vendor). Well within the token's lifetime, so a token sent is
/// never close to expiring.
const TOKEN_REUSE_SECS: i64 = 60 * 60;
/// More push services than this and the kept tokens are dropped (a bound, never reached in
/// practice).
const MOST_KEPT_TOKENS: usize = 1024;

/// The server's VAPID key pair, and the tokens it signed lately, by push service.
#[derive(Clone)]
pub struct VapidKey {
    signing: SigningKey,
    /// The public key, uncompressed, base64url: what browsers subscribe with.
    public: String,
    /// `Authorization` headers by push service origin and subject, with when they were signed.
    signed: Arc<Mutex<HashMap<Audience, SignedToken>>>,
}

/// A push service's origin, and the subject its tokens name.
type Audience = (String, String);
/// An `Authorization` header, and when its token was signed (Unix seconds).
type SignedToken = (String, i64);

impl std::fmt::Debug for VapidKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the private key, in logs or panics.
        f.debug_struct("VapidKey")
            .field("public", &self.public)
            .finish_non_exhaustive()
    }
}

impl VapidKey {
    /// A new random key pair.
    pub fn generate() -> Self {
        loop {
            if let Ok(key) = SecretKey::from_slice(&rand::random::<[u8; 32]>()) {
                return Self::from_secret(key);
            }
        }
    }

    /// The key pair from its private key: 32 bytes in base64url, as `shoreline vapid-key` and
    /// the usual Web Push tools print it.
    pub fn from_base64url(text: &str) -> Result<Self, String> {
        let bytes = URL_SAFE_NO_PAD
            .decode(text.trim().trim_end_matches('='))
            .map_err(|_| "the VAPID private key is not base64url".to_owned())?;
        SecretKey::from_slice(&bytes)
            .map(Self::from_secret)
            .map_err(|_| "the VAPID private key is not a P-256 private key (32 bytes)".to_owned())
    }

    fn from_secret(key: SecretKey) -> Self {
        let public = URL_SAFE_NO_PAD.encode(key.public_key().to_sec1_bytes());
        VapidKey {
            signing: SigningKey::from(key),
            public,
            signed: Arc::default(),
        }
    }

    pub fn private_base64url(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.signing.to_bytes())
    }

    /// The public key, uncompressed, in base64url: a browser's `applicationServerKey`.
    pub fn public_base64url(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header for a message to `endpoint` at `now` (Unix seconds): a token
    /// signed within the last [`TOKEN_REUSE_SECS`] for the same push service, or a new one.
    pub fn authorization(&self, endpoint: &url::Url, subject: &str, now: i64) -> String {
        let key = (endpoint.origin().ascii_serialization(), subject.to_owned());
        // Each entry is one insert, whole or not at all: a panic elsewhere leaves it usable.
        let mut signed = self
            .signed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((header, at)) = signed.get(&key)
            && (*at..*at + TOKEN_REUSE_SECS).contains(&now)
        {
            return header.clone();
        }
        let header = self.sign(&key.0, subject, now);
        if signed.len() >= MOST_KEPT_TOKENS {
            signed.clear();
        }
        signed.insert(key, (header.clone(), now));
        header
    }

    /// A new token for the push service at `audience` (its origin), signed at `now`.
    fn sign(&self, audience: &str, subject: &str, now: i64) -> String {
        let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": audience,
            "exp": now + TOKEN_LIFETIME_SECS,
            "sub": subject,
        });
        let claims = URL_SAFE_NO_PAD.encode(claims.to_string());
        let signed = format!("{header}.{claims}");
        let signature: Signature = self.signing.sign(signed.as_bytes());
        let signature = URL_SAFE_NO_PAD.encode(signature.to_bytes());
        format!("vapid t={signed}.{signature}, k={}", self.public)
    }
}

#[cfg(test)]
mod tests {
    use p256::ecdsa::VerifyingKey;
    use p256::ecdsa::signature::Verifier;

    use super::*;

    #[test]
    fn a_token_names_the_push_services_origin_and_verifies_with_the_public_key() {
        let key = VapidKey::generate();
        let again = VapidKey::from_base64url(&key.private_base64url()).unwrap();
        assert_eq!(again.public_base64url(), key.public_base64url());

        let endpoint = url::Url::parse("https://push.example.net:8443/send/abc?x=1").unwrap();
        let header = key.authorization(&endpoint, "mailto:ops@example.com", 1_000_000);
        let (token, public) = header
            .strip_prefix("vapid t=")
            .unwrap()
            .split_once(", k=")
            .unwrap();
        assert_eq!(public, key.public_base64url());
        let (signed, signature) = token.rsplit_once('.').unwrap();
        let verifying =
            VerifyingKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(public).unwrap()).unwrap();
        let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(signature).unwrap()).unwrap();
        verifying.verify(signed.as_bytes(), &signature).unwrap();

        let claims = signed.split('.').nth(1).unwrap();
        let claims: serde_json::Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(claims).unwrap()).unwrap();
        assert_eq!(claims["aud"], "https://push.example.net:8443");
        assert_eq!(claims["sub"], "mailto:ops@example.com");
        assert_eq!(claims["exp"], 1_000_000 + 12 * 60 * 60);
    }

    #[test]
    fn a_token_is_used_again_for_an_hour_for_the_same_push_service_then_signed_anew() {
        let key = VapidKey::generate();
        let fcm = url::Url::parse("https://fcm.googleapis.com/fcm/send/a").unwrap();
        let fcm_again = url::Url::parse("https://fcm.googleapis.com/fcm/send/b").unwrap();
        let mozilla =
            url::Url::parse("https://updates.push.services.mozilla.com/wpush/v2/c").unwrap();
        let subject = "mailto:ops@example.com";
        let first = key.authorization(&fcm, subject, 1_000_000);
        assert_eq!(
            key.authorization(&fcm_again, subject, 1_000_000 + 3599),
            first
        );
        assert_ne!(key.authorization(&mozilla, subject, 1_000_001), first);
        assert_ne!(
            key.authorization(&fcm, "mailto:other@example.com", 1_000_001),
            first
        );
        let renewed = key.authorization(&fcm, subject, 1_000_000 + 3600);
        assert_ne!(renewed, first);
        assert_eq!(key.authorization(&fcm, subject, 1_000_000 + 3601), renewed);
    }

    #[test]
    fn a_private_key_that_is_not_one_is_refused() {
        assert!(VapidKey::from_base64url("not a key").is_err());
        assert!(VapidKey::from_base64url("AAAA").is_err());
        assert!(VapidKey::from_base64url(&URL_SAFE_NO_PAD.encode([0u8; 32])).is_err());
    }
}
