//! Web Push payload encryption (RFC 8291, `aes128gcm` content coding of RFC 8188): only the
//! browser that made a subscription can read what is sent to it, not the push service that
//! carries it.
//!
//! For each message the server makes a new P-256 key pair and a random salt. The key pair's
//! Diffie-Hellman secret with the subscription's public key (`p256dh`), mixed with the
//! subscription's authentication secret (`auth`), gives the content key and nonce; the message
//! is one record: a header (salt, record size, the server's public key) and the sealed payload.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hkdf::Hkdf;
use p256::PublicKey;
use ring::aead::{AES_128_GCM, Aad, LessSafeKey, Nonce, UnboundKey};
use ring::agreement::{ECDH_P256, EphemeralPrivateKey, UnparsedPublicKey, agree_ephemeral};
use sha2::Sha256;

/// The record size written in the header: a push service takes messages of up to 4096 bytes.
const RECORD_SIZE: u32 = 4096;
/// The header: salt (16), record size (4), key id length (1), the server's public key (65).
const HEADER_LENGTH: usize = 16 + 4 + 1 + PUBLIC_KEY_LENGTH;
const PUBLIC_KEY_LENGTH: usize = 65;
const TAG_LENGTH: usize = 16;
/// The most plaintext one message carries: the record less its header, its tag and the
/// padding delimiter.
pub const MAX_PLAINTEXT: usize = RECORD_SIZE as usize - HEADER_LENGTH - TAG_LENGTH - 1;

/// A subscription's keys, as the browser's `PushSubscription.getKey` gives them, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubscriptionKeys {
    /// The browser's P-256 public key, uncompressed (65 bytes).
    p256dh: [u8; PUBLIC_KEY_LENGTH],
    /// The authentication secret (16 bytes).
    auth: [u8; 16],
}

/// Why a subscription's keys are refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadKeys(pub String);

impl SubscriptionKeys {
    /// The keys from their base64url text (padding allowed, as some browsers send it), the
    /// public key checked to be a point on P-256.
    pub fn parse(p256dh: &str, auth: &str) -> Result<Self, BadKeys> {
        let keys = Self::decode(p256dh, auth)?;
        if PublicKey::from_sec1_bytes(&keys.p256dh).is_err() || keys.p256dh[0] != 4 {
            return Err(BadKeys(
                "keys.p256dh is not an uncompressed point on P-256".into(),
            ));
        }
        Ok(keys)
    }

    /// The keys from their base64url text, their lengths checked only: for keys [`parse`]d when
    /// they were subscribed and read back for each message (ring checks the point again when it
    /// agrees a secret with it).
    ///
    /// [`parse`]: Self::parse
    pub fn decode(p256dh: &str, auth: &str) -> Result<Self, BadKeys> {
        let decode = |name: &str, text: &str| {
            URL_SAFE_NO_PAD
                .decode(text.trim_end_matches('='))
                .map_err(|_| BadKeys(format!("keys.{name} is not base64url")))
        };
        let p256dh: [u8; PUBLIC_KEY_LENGTH] =
            decode("p256dh", p256dh)?.try_into().map_err(|_| {
                BadKeys("keys.p256dh must be an uncompressed P-256 public key (65 bytes)".into())
            })?;
        let auth: [u8; 16] = decode("auth", auth)?
            .try_into()
            .map_err(|_| BadKeys("keys.auth must be 16 bytes".into()))?;
        Ok(SubscriptionKeys { p256dh, auth })
    }

    pub fn p256dh_base64url(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.p256dh)
    }

    pub fn auth_base64url(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.auth)
    }

    /// `plaintext` encrypted for this subscription, with a new key pair and salt. (The key
    /// agreement is ring's: several times faster than the pure-Rust curve, and a push message's
    /// largest cost.)
    pub fn encrypt(&self, plaintext: &[u8]) -> Vec<u8> {
        let random = ring::rand::SystemRandom::new();
        let server_key = EphemeralPrivateKey::generate(&ECDH_P256, &random)
            .expect("the system's random source works");
        let server_public = server_key
            .compute_public_key()
            .expect("a new key has a public key");
        agree_ephemeral(
            server_key,
            &UnparsedPublicKey::new(&ECDH_P256, &self.p256dh),
            |shared| self.seal(plaintext, server_public.as_ref(), shared, rand::random()),
        )
        .expect("the browser's key was checked when the keys were parsed")
    }

    /// The message for `plaintext`, given the server's public key for it, the shared secret
    /// and the salt (the RFC's example fixes all three).
    fn seal(
        &self,
        plaintext: &[u8],
        server_public: &[u8],
        shared: &[u8],
        salt: [u8; 16],
    ) -> Vec<u8> {
        assert!(
            plaintext.len() <= MAX_PLAINTEXT,
            "a push payload fits one record"
        );
        debug_assert_eq!(server_public.len(), PUBLIC_KEY_LENGTH);

        // The input keying material: the shared secret and the authentication secret, bound to
        // both public keys.
        let mut key_info = b"WebPush: info\0".to_vec();
        key_info.extend_from_slice(&self.p256dh);
        key_info.extend_from_slice(server_public);
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(&self.auth), shared)
            .expand(&key_info, &mut ikm)
            .expect("32 bytes is a valid HKDF length");

        let content = Hkdf::<Sha256>::new(Some(&salt), &ikm);
        let mut content_key = [0u8; 16];
        let mut nonce = [0u8; 12];
        content
            .expand(b"Content-Encoding: aes128gcm\0", &mut content_key)
            .expect("16 bytes is a valid HKDF length");
        content
            .expand(b"Content-Encoding: nonce\0", &mut nonce)
            .expect("12 bytes is a valid HKDF length");

        let mut message = Vec::with_capacity(HEADER_LENGTH + plaintext.len() + 1 + TAG_LENGTH);
        message.extend_from_slice(&salt);
        message.extend_from_slice(&RECORD_SIZE.to_be_bytes());
        message.push(PUBLIC_KEY_LENGTH as u8);
        message.extend_from_slice(server_public);
        let mut record = Vec::with_capacity(plaintext.len() + 1 + TAG_LENGTH);
        record.extend_from_slice(plaintext);
        // The delimiter of the last (only) record; no padding follows.
        record.push(2);
        LessSafeKey::new(
            UnboundKey::new(&AES_128_GCM, &content_key).expect("a 16-byte key is valid"),
        )
        .seal_in_place_append_tag(
            Nonce::assume_unique_for_key(nonce),
            Aad::empty(),
            &mut record,
        )
        .expect("one record is within AES-GCM's limits");
        message.extend_from_slice(&record);
        message
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(text: &str) -> Vec<u8> {
        URL_SAFE_NO_PAD.decode(text).unwrap()
    }

    /// RFC 8291, Appendix A: the example's keys and salt give the example's message, byte for
    /// byte.
    #[test]
    fn the_rfcs_example_encrypts_to_the_rfcs_message() {
        let keys = SubscriptionKeys::parse(
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            "BTBZMqHH6r4Tts7J_aSIgg",
        )
        .unwrap();
        // The example's server key, through the other implementation of the curve.
        let server_key =
            p256::SecretKey::from_slice(&decode("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"))
                .unwrap();
        let browser_key = PublicKey::from_sec1_bytes(&keys.p256dh).unwrap();
        let shared = server_key.diffie_hellman(&browser_key);
        let salt: [u8; 16] = decode("DGv6ra1nlYgDCS1FRnbzlw").try_into().unwrap();
        let message = keys.seal(
            b"When I grow up, I want to be a watermelon",
            &server_key.public_key().to_sec1_bytes(),
            shared.raw_secret_bytes(),
            salt,
        );
        assert_eq!(
            URL_SAFE_NO_PAD.encode(message),
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
        );
    }

    #[test]
    fn each_message_has_its_own_key_and_salt() {
        let keys = SubscriptionKeys::parse(
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            "BTBZMqHH6r4Tts7J_aSIgg==",
        )
        .unwrap();
        let (first, second) = (keys.encrypt(b"your move"), keys.encrypt(b"your move"));
        assert_eq!(first.len(), HEADER_LENGTH + 9 + 1 + TAG_LENGTH);
        assert_ne!(first[..16], second[..16], "salt");
        assert_ne!(first[21..86], second[21..86], "the server's public key");
    }

    #[test]
    fn keys_that_are_not_a_subscriptions_are_refused() {
        let auth = "BTBZMqHH6r4Tts7J_aSIgg";
        let point = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
        assert!(SubscriptionKeys::parse("not base64!", auth).is_err());
        assert!(
            SubscriptionKeys::parse(&point[..40], auth).is_err(),
            "short"
        );
        let mut off_curve = decode(point);
        off_curve[64] ^= 1;
        assert!(SubscriptionKeys::parse(&URL_SAFE_NO_PAD.encode(off_curve), auth).is_err());
        assert!(
            SubscriptionKeys::parse(point, "c2hvcnQ").is_err(),
            "auth too short"
        );
        assert!(SubscriptionKeys::parse(point, auth).is_ok());
    }
}
