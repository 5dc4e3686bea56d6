//! Signing deliveries the Standard Webhooks way: a secret `whsec_<base64 key>`, and a
//! `webhook-signature` of `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` under the key.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

const SECRET_PREFIX: &str = "whsec_";

/// A new endpoint's secret: 32 random bytes.
pub fn new_secret() -> String {
    let key: [u8; 32] = rand::random();
    format!("{SECRET_PREFIX}{}", STANDARD.encode(key))
}

/// The `webhook-signature` header's value for a delivery of `body` with this id and timestamp.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &str) -> String {
    let key = STANDARD
        .decode(secret.strip_prefix(SECRET_PREFIX).unwrap_or(secret))
        // Every stored secret came from `new_secret`; a mangled one still signs, just uselessly.
        .unwrap_or_else(|_| secret.as_bytes().to_vec());
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes keys of any size");
    // The signed content is "{id}.{timestamp}.{body}", fed in parts rather than copied whole.
    for part in [id, ".", &timestamp.to_string(), ".", body] {
        mac.update(part.as_bytes());
    }
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example from the Standard Webhooks specification's reference libraries.
    #[test]
    fn signs_as_the_standard_webhooks_reference_does() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let timestamp = 1614265330;
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            sign(secret, id, timestamp, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn secrets_are_new_each_time_and_carry_a_32_byte_key() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a, b);
        let key = STANDARD
            .decode(a.strip_prefix(SECRET_PREFIX).unwrap())
            .unwrap();
        assert_eq!(key.len(), 32);
    }
}
