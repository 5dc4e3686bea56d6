//! The real server binary as a child process, for tests of what only a process shows: how it
//! exits, how much memory it holds.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub const SECRET: &str = "process-test-secret-process-test-secret";

/// Starts the server binary on `database_url` with `extra_args`; returns it and its base URL.
pub fn start_server(database_url: &str, extra_args: &[&str]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shoreline"))
        .args(["--listen", "127.0.0.1:0", "--database-url", database_url])
        .args(extra_args)
        .env("SHORELINE_JWT_SECRET", SECRET)
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server binary starts");
    let stdout = child.stdout.take().unwrap();
    let (found, address) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut sent = false;
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if !sent && let Some(at) = line.find("listening on http://") {
                let rest = &line[at + "listening on ".len()..];
                let url: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
                let _ = found.send(url);
                sent = true;
            }
        }
    });
    let base = address
        .recv_timeout(Duration::from_secs(60))
        .expect("the server says where it listens");
    (child, base)
}
