//! VAPID (RFC 8292): the server's identity towards push services. A subscription is made for
//! the server's public key (the browser's `applicationServerKey`), and the push service accepts
//! messages for it only with a JWT signed by the matching private key, for the push service's
//! origin, naming a contact (`sub`) and expiring within a day.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::SecretKey;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};

/// How long a signed JWT is good for (RFC 8292 allows at most 24 hours).
const TOKEN_LIFETIME_SECS: i64 = 12 * 60 * 60;

/// The server's VAPID key pair.
#[derive(Clone)]
pub struct VapidKey {
    signing: SigningKey,
    /// The public key, uncompressed, base64url: what browsers subscribe with.
    public: String,
}

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
        }
    }

    pub fn private_base64url(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.signing.to_bytes())
    }

    /// The public key, uncompressed, in base64url: a browser's `applicationServerKey`.
    pub fn public_base64url(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header for a message to `endpoint`, signed at `now` (Unix seconds).
    pub fn authorization(&self, endpoint: &url::Url, subject: &str, now: i64) -> String {
        let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": endpoint.origin().ascii_serialization(),
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
    fn a_private_key_that_is_not_one_is_refused() {
        assert!(VapidKey::from_base64url("not a key").is_err());
        assert!(VapidKey::from_base64url("AAAA").is_err());
        assert!(VapidKey::from_base64url(&URL_SAFE_NO_PAD.encode([0u8; 32])).is_err());
    }
}
