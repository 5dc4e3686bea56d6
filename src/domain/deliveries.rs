//! Where a webhook delivery stands.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryStatus {
    Pending,
    Delivered,
    /// Every attempt the retry schedule allows failed.
    Failed,
    /// Its endpoint was disabled before it could be delivered.
    Cancelled,
}

impl DeliveryStatus {
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "pending" => DeliveryStatus::Pending,
            "delivered" => DeliveryStatus::Delivered,
            "failed" => DeliveryStatus::Failed,
            "cancelled" => DeliveryStatus::Cancelled,
            _ => return None,
        })
    }
}
