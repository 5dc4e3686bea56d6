//! Where a webhook may point: no server-side request forgery.
//!
//! A URL is refused unless it is `http` or `https` and every address its host names is public:
//! never loopback, private (RFC 1918, unique-local), link-local (cloud metadata at
//! 169.254.169.254 included), shared (CGNAT), multicast, unspecified, documentation or otherwise
//! reserved. It is checked at registration and again on every delivery, by the resolver the
//! delivery client connects through ([`CheckedResolver`]): the address checked is the address
//! connected to, so a DNS answer that changes between the two (rebinding) cannot slip through.
//! An operator may allow private addresses (`--webhooks-allow-private`), e.g. for a relay on the
//! same network; tests do, for a receiver on 127.0.0.1.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use reqwest::Url;

/// The longest URL accepted.
pub const MAX_URL_LENGTH: usize = 2000;

/// How long resolving a host may take at registration.
const RESOLVE_TIMEOUT: Duration = Duration::from_secs(3);

/// Why a URL is refused, in words for the person registering it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

fn refused(reason: impl Into<String>) -> Refused {
    Refused(reason.into())
}

/// The URL, parsed, if it may be registered: its form, then the addresses its host has now.
pub async fn check_url(url: &str, allow_private: bool) -> Result<Url, Refused> {
    let parsed = check_form(url)?;
    let host = parsed.host().expect("check_form requires a host");
    let port = parsed
        .port_or_known_default()
        .expect("http and https have default ports");
    let addresses: Vec<IpAddr> = match host {
        url::Host::Ipv4(ip) => vec![IpAddr::V4(ip)],
        url::Host::Ipv6(ip) => vec![IpAddr::V6(ip)],
        url::Host::Domain(name) => resolve(name, port).await?,
    };
    check_addresses(&addresses, allow_private)?;
    Ok(parsed)
}

/// What can be told from the URL alone: http or https, a host, no credentials, not too long.
pub fn check_form(url: &str) -> Result<Url, Refused> {
    if url.len() > MAX_URL_LENGTH {
        return Err(refused(format!(
            "the URL is longer than {MAX_URL_LENGTH} characters"
        )));
    }
    let parsed = Url::parse(url).map_err(|e| refused(format!("not a valid URL: {e}")))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(refused("only http and https URLs are allowed"));
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(refused("the URL must not carry credentials"));
    }
    match parsed.host() {
        None => Err(refused("the URL has no host")),
        Some(url::Host::Domain("")) => Err(refused("the URL has no host")),
        Some(_) => Ok(parsed),
    }
}

/// The host's addresses, as the system resolver gives them now.
async fn resolve(name: &str, port: u16) -> Result<Vec<IpAddr>, Refused> {
    let looked_up = tokio::time::timeout(RESOLVE_TIMEOUT, tokio::net::lookup_host((name, port)))
        .await
        .map_err(|_| refused(format!("resolving {name} took too long")))?
        .map_err(|_| refused(format!("{name} does not resolve")))?;
    let addresses: Vec<IpAddr> = looked_up.map(|socket| socket.ip()).collect();
    if addresses.is_empty() {
        return Err(refused(format!("{name} has no addresses")));
    }
    Ok(addresses)
}

/// Refuses the lot when any address is not public (unless private ones are allowed): a host
/// with one public and one internal address could be steered to the internal one.
pub fn check_addresses(addresses: &[IpAddr], allow_private: bool) -> Result<(), Refused> {
    if allow_private {
        return Ok(());
    }
    match addresses.iter().find(|ip| !is_public(**ip)) {
        Some(ip) => Err(refused(format!(
            "the URL leads to {ip}, which is not a public address"
        ))),
        None => Ok(()),
    }
}

/// Whether an address is on the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => is_public_v6(ip),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let reserved = a == 0 // "this network", the unspecified address
        || a == 10 // private
        || a == 127 // loopback
        || (a == 100 && (64..128).contains(&b)) // shared address space (CGNAT)
        || (a == 169 && b == 254) // link-local, cloud metadata
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2) // documentation
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || (a == 192 && b == 168) // private
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || (a == 198 && b == 51 && c == 100) // documentation
        || (a == 203 && b == 0 && c == 113) // documentation
        || a >= 224; // multicast, reserved, broadcast
    !reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    // An IPv4 address written as IPv6 is judged as the IPv4 address it is.
    if let Some(v4) = embedded_v4(ip) {
        return is_public_v4(v4);
    }
    let segments = ip.segments();
    let reserved = ip.is_unspecified()
        || ip.is_loopback()
        || (segments[0] & 0xfe00) == 0xfc00 // unique local
        || (segments[0] & 0xffc0) == 0xfe80 // link-local
        || (segments[0] & 0xffc0) == 0xfec0 // site-local (deprecated)
        || (segments[0] & 0xff00) == 0xff00 // multicast
        || (segments[0] == 0x2001 && segments[1] == 0x0db8) // documentation
        || (segments[0] == 0x2001 && segments[1] == 0) // Teredo: any IPv4 behind it
        || segments[0] == 0x0100 && segments[1..4] == [0, 0, 0]; // discard-only
    !reserved
}

/// The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`),
/// NAT64 (`64:ff9b::a.b.c.d`) or 6to4 (`2002:aabb:ccdd::`) address.
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let low = |hi: u16, lo: u16| Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo));
    match s {
        [0, 0, 0, 0, 0, 0xffff, hi, lo] => Some(low(hi, lo)),
        // `::` and `::1` are not IPv4-compatible addresses; the caller judges them.
        [0, 0, 0, 0, 0, 0, hi, lo] if hi != 0 => Some(low(hi, lo)),
        [0x64, 0xff9b, 0, 0, 0, 0, hi, lo] => Some(low(hi, lo)),
        [0x2002, hi, lo, ..] => Some(low(hi, lo)),
        _ => None,
    }
}

/// The delivery client's resolver: resolves like the system does, then refuses every answer with
/// a non-public address (unless private ones are allowed), so the client only ever connects to
/// an address that was checked. (A URL whose host is an IP address is not resolved: the
/// delivery checks it before sending.)
pub struct CheckedResolver {
    pub allow_private: bool,
}

impl reqwest::dns::Resolve for CheckedResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_private = self.allow_private;
        Box::pin(async move {
            let addresses: Vec<SocketAddr> =
                tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            let ips: Vec<IpAddr> = addresses.iter().map(SocketAddr::ip).collect();
            check_addresses(&ips, allow_private)?;
            let addresses: reqwest::dns::Addrs = Box::new(addresses.into_iter());
            Ok(addresses)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn internal_addresses_are_not_public() {
        for internal in [
            "127.0.0.1",
            "127.255.0.9",
            "0.0.0.0",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::a00:1",
            "2002:a00:1::",
            "2001:db8::1",
        ] {
            assert!(!is_public(ip(internal)), "{internal} is internal");
        }
    }

    #[test]
    fn public_addresses_are() {
        for public in [
            "8.8.8.8",
            "1.1.1.1",
            "172.32.0.1",
            "100.128.0.1",
            "2606:4700:4700::1111",
            "::ffff:8.8.8.8",
        ] {
            assert!(is_public(ip(public)), "{public} is public");
        }
    }

    #[test]
    fn only_http_and_https_urls_with_a_host_and_no_credentials() {
        assert!(check_form("https://hooks.example.com/shoreline").is_ok());
        assert!(check_form("http://hooks.example.com:8443/x?y=1").is_ok());
        for bad in [
            "ftp://example.com/",
            "file:///etc/passwd",
            "gopher://example.com/",
            "https://user:pass@example.com/",
            "not a url",
            "https://",
        ] {
            assert!(check_form(bad).is_err(), "{bad} is refused");
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_URL_LENGTH));
        assert!(check_form(&long).is_err());
    }

    #[tokio::test]
    async fn internal_hosts_are_refused_unless_allowed() {
        for url in [
            "http://127.0.0.1:8080/",
            "http://10.0.0.5/",
            "http://169.254.169.254/latest/meta-data/",
            "http://[::1]/",
            "http://localhost:9000/hook",
        ] {
            assert!(check_url(url, false).await.is_err(), "{url} is refused");
            assert!(check_url(url, true).await.is_ok(), "{url} is allowed");
        }
    }
}
