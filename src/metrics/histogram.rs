//! A latency histogram made of atomic counters, so recording one observation is a handful of
//! relaxed atomic additions and never waits for a lock (prometheus-client's own histogram takes
//! one per observation).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds of the buckets, in seconds: from a cached read (well under a millisecond) to a
/// request stuck behind the database's lock timeout (5 s). `+Inf` follows implicitly.
pub const LATENCY_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

#[derive(Debug, Default)]
pub struct Histogram {
    /// Observations per bucket (not cumulative); the last one is `+Inf`.
    buckets: [AtomicU64; LATENCY_BUCKETS.len() + 1],
    count: AtomicU64,
    sum_nanos: AtomicU64,
}

/// A histogram as read at one moment, in the shape the text encoder takes.
pub struct HistogramSnapshot {
    pub sum_seconds: f64,
    pub count: u64,
    /// `(upper bound, observations in that bucket)`, without `+Inf`.
    pub buckets: Vec<(f64, u64)>,
}

impl Histogram {
    pub fn observe(&self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        let bucket = LATENCY_BUCKETS
            .iter()
            .position(|bound| seconds <= *bound)
            .unwrap_or(LATENCY_BUCKETS.len());
        self.buckets[bucket].fetch_add(1, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
        let nanos = u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX);
        self.sum_nanos.fetch_add(nanos, Ordering::Relaxed);
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// The counts are read one by one while others may still be recording: a scrape can see an
    /// observation in `count` before its bucket, which Prometheus tolerates (rates even out).
    pub fn snapshot(&self) -> HistogramSnapshot {
        HistogramSnapshot {
            sum_seconds: self.sum_nanos.load(Ordering::Relaxed) as f64 / 1e9,
            count: self.count(),
            buckets: LATENCY_BUCKETS
                .iter()
                .zip(&self.buckets)
                .map(|(bound, n)| (*bound, n.load(Ordering::Relaxed)))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observations_land_in_the_first_bucket_that_holds_them() {
        let histogram = Histogram::default();
        histogram.observe(Duration::from_micros(300));
        histogram.observe(Duration::from_millis(1));
        histogram.observe(Duration::from_millis(30));
        histogram.observe(Duration::from_secs(60));
        let snapshot = histogram.snapshot();
        assert_eq!(snapshot.count, 4);
        assert_eq!(snapshot.buckets[0], (0.0005, 1));
        assert_eq!(snapshot.buckets[1], (0.001, 1));
        assert_eq!(snapshot.buckets[6], (0.05, 1));
        let in_buckets: u64 = snapshot.buckets.iter().map(|(_, n)| n).sum();
        assert_eq!(in_buckets, 3, "a minute is only in +Inf");
        assert!((snapshot.sum_seconds - 60.0313).abs() < 1e-9);
    }
}
