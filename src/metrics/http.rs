//! Requests by route, method and status, with latency: one slot per route template known at
//! startup, so recording a request finds its slot in an immutable map and adds to atomics.

use std::collections::HashMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use super::histogram::Histogram;

/// The methods told apart; anything else counts as `OTHER`.
const METHODS: [&str; 7] = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OTHER"];

/// Statuses 100 to 599, one counter each.
const STATUSES: usize = 500;
const FIRST_STATUS: u16 = 100;

/// The route label of a request that matched a route not known at startup (none should).
pub const OTHER_ROUTE: &str = "other";
/// The route label of a request that matched no route (a 404 or 405 from the fallback).
pub const UNMATCHED_ROUTE: &str = "unmatched";

/// What one (route, method) has answered.
#[derive(Debug)]
struct Answered {
    latency: Histogram,
    statuses: [AtomicU64; STATUSES],
}

impl Default for Answered {
    fn default() -> Self {
        Answered {
            latency: Histogram::default(),
            statuses: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }
}

#[derive(Debug)]
pub struct HttpMetrics {
    /// Route template to its index in `routes`; never changes after startup.
    index: HashMap<String, usize>,
    /// Each route's label and, per method, what it answered (allocated on its first request, so
    /// only the combinations in use take memory).
    routes: Vec<(String, [OnceLock<Box<Answered>>; METHODS.len()])>,
}

/// One (route, method, status) series, as read at a scrape.
pub struct StatusCount<'a> {
    pub route: &'a str,
    pub method: &'static str,
    pub status: u16,
    pub count: u64,
}

/// One (route, method) latency histogram, as read at a scrape.
pub struct RouteLatency<'a> {
    pub route: &'a str,
    pub method: &'static str,
    pub snapshot: super::histogram::HistogramSnapshot,
}

impl HttpMetrics {
    /// Slots for `templates` (the application's route patterns, e.g. `/api/v1/games/{id}`), plus
    /// [`OTHER_ROUTE`] and [`UNMATCHED_ROUTE`].
    pub fn new(templates: impl IntoIterator<Item = String>) -> Self {
        let mut labels: Vec<String> = templates.into_iter().collect();
        labels.sort();
        labels.dedup();
        labels.push(OTHER_ROUTE.to_owned());
        labels.push(UNMATCHED_ROUTE.to_owned());
        let index = labels
            .iter()
            .enumerate()
            .map(|(i, label)| (label.clone(), i))
            .collect();
        let routes = labels
            .into_iter()
            .map(|label| (label, std::array::from_fn(|_| OnceLock::new())))
            .collect();
        HttpMetrics { index, routes }
    }

    /// Records a request: `template` is the route pattern that matched (`None` when none did).
    pub fn record(&self, template: Option<&str>, method: &str, status: u16, elapsed: Duration) {
        let route = match template {
            Some(template) => self
                .index
                .get(template)
                .copied()
                .unwrap_or(self.routes.len() - 2),
            None => self.routes.len() - 1,
        };
        let method = METHODS
            .iter()
            .position(|known| *known == method)
            .unwrap_or(METHODS.len() - 1);
        let answered = self.routes[route].1[method].get_or_init(Box::default);
        answered.latency.observe(elapsed);
        if let Some(counter) = status
            .checked_sub(FIRST_STATUS)
            .and_then(|i| answered.statuses.get(usize::from(i)))
        {
            counter.fetch_add(1, Ordering::Relaxed);
        }
    }

    fn answered(&self) -> impl Iterator<Item = (&str, &'static str, &Answered)> {
        self.routes.iter().flat_map(|(route, methods)| {
            methods
                .iter()
                .zip(METHODS)
                .filter_map(move |(slot, method)| Some((route.as_str(), method, &**slot.get()?)))
        })
    }

    /// Every (route, method, status) that has been answered at least once.
    pub fn status_counts(&self) -> Vec<StatusCount<'_>> {
        self.answered()
            .flat_map(|(route, method, answered)| {
                answered
                    .statuses
                    .iter()
                    .enumerate()
                    .filter_map(move |(i, counter)| {
                        let count = counter.load(Ordering::Relaxed);
                        (count > 0).then(|| StatusCount {
                            route,
                            method,
                            status: FIRST_STATUS + i as u16,
                            count,
                        })
                    })
            })
            .collect()
    }

    /// The latency of every (route, method) that has been requested at least once.
    pub fn latencies(&self) -> Vec<RouteLatency<'_>> {
        self.answered()
            .map(|(route, method, answered)| RouteLatency {
                route,
                method,
                snapshot: answered.latency.snapshot(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_count_under_their_template_never_their_path() {
        let http = HttpMetrics::new(["/api/v1/games/{id}".to_owned()]);
        let ms = Duration::from_millis(1);
        http.record(Some("/api/v1/games/{id}"), "GET", 200, ms);
        http.record(Some("/api/v1/games/{id}"), "GET", 200, ms);
        http.record(Some("/api/v1/games/{id}"), "GET", 404, ms);
        http.record(Some("/somewhere/{else}"), "BREW", 418, ms);
        http.record(None, "GET", 404, ms);
        let counts: Vec<(&str, &str, u16, u64)> = http
            .status_counts()
            .iter()
            .map(|c| (c.route, c.method, c.status, c.count))
            .collect();
        assert_eq!(
            counts,
            [
                ("/api/v1/games/{id}", "GET", 200, 2),
                ("/api/v1/games/{id}", "GET", 404, 1),
                ("other", "OTHER", 418, 1),
                ("unmatched", "GET", 404, 1),
            ]
        );
        let latencies = http.latencies();
        assert_eq!(latencies.len(), 3);
        assert_eq!(latencies[0].snapshot.count, 3);
    }
}
