//! A burst of sign-ins against the real binary: hashing is bounded, the process gives the memory
//! back afterwards, and nobody gets a 500.

mod process;

use std::time::Duration;

use serde_json::json;

/// What the issue allows the process to hold a few seconds after the burst.
const RSS_LIMIT_BYTES: u64 = 150 * 1024 * 1024;
const BURST: usize = 256;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sign_ins_is_bounded_and_its_memory_given_back() {
    let dir = std::env::temp_dir().join(format!("shoreline-burst-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let database_url = format!("sqlite://{}/burst.db", dir.display());
    // Per-address limits off: this burst comes from one address on purpose, to reach hashing.
    let (mut server, base) = process::start_server(
        &database_url,
        &[
            "--sign-ins-per-address",
            "1000000",
            "--max-concurrent-hashes",
            "2",
        ],
    );
    let pid = server.id();
    let api = format!("{base}/api/v1");
    // This process's HTTP clients need the TLS crypto provider the server installs for its own.
    shoreline::service::webhooks::delivery::install_tls_crypto();
    let client = reqwest::Client::new();

    let burst = (0..BURST).map(|i| {
        let client = client.clone();
        let url = format!("{api}/auth/login");
        async move {
            client
                .post(url)
                .json(&json!({"username": format!("nobody-{i}"), "password": "wrong password"}))
                .send()
                .await
                .map(|response| response.status().as_u16())
        }
    });
    let statuses: Vec<u16> = futures_util::future::join_all(burst)
        .await
        .into_iter()
        .map(|status| status.expect("every sign-in is answered"))
        .collect();
    let checked = statuses.iter().filter(|&&s| s == 401).count();
    let shed = statuses.iter().filter(|&&s| s == 503).count();
    assert_eq!(
        checked + shed,
        BURST,
        "each sign-in is checked (401) or shed as busy (503): {statuses:?}"
    );
    assert!(checked > 0, "some sign-ins were checked");

    tokio::time::sleep(Duration::from_secs(3)).await;
    let rss = resident_bytes(pid);
    let health = client.get(format!("{base}/healthz")).send().await.unwrap();
    server.kill().unwrap();
    server.wait().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(health.status().is_success());
    assert!(
        rss < RSS_LIMIT_BYTES,
        "the process holds {} MiB after the burst",
        rss / 1024 / 1024
    );
}

/// The process's resident memory, from /proc.
fn resident_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kib: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmRSS in /proc/<pid>/status");
    kib * 1024
}
