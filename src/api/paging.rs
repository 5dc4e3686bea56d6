//! Cursor paging shared by every list: newest first, by the games' list order.

use super::error::ApiError;
use super::problem_code::ProblemCode;
use crate::domain::GameStatus;
use crate::store::GameRecord;

const DEFAULT_PAGE: i64 = 20;
const MAX_PAGE: i64 = 100;

/// A validated page request.
pub struct PageRequest {
    /// Only games older than this position.
    pub before: Option<i64>,
    pub limit: i64,
}

impl PageRequest {
    pub fn parse(cursor: Option<&str>, limit: Option<i64>) -> Result<Self, ApiError> {
        let before = cursor
            .map(|c| {
                c.parse::<i64>().map_err(|_| {
                    ApiError::new(ProblemCode::InvalidCursor, "the cursor is not valid")
                })
            })
            .transpose()?;
        let limit = limit.unwrap_or(DEFAULT_PAGE);
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(ApiError::new(
                ProblemCode::InvalidLimit,
                format!("limit must be 1 to {MAX_PAGE}"),
            ));
        }
        Ok(PageRequest { before, limit })
    }

    /// How many rows to fetch: one more than the page, to learn whether another page follows.
    pub fn fetch_limit(&self) -> i64 {
        self.limit + 1
    }

    /// The page's rows and the cursor of the next page, if any.
    pub fn split(&self, mut rows: Vec<GameRecord>) -> (Vec<GameRecord>, Option<String>) {
        let has_more = rows.len() as i64 > self.limit;
        rows.truncate(self.limit as usize);
        let next = has_more
            .then(|| rows.last().map(|g| g.list_order.to_string()))
            .flatten();
        (rows, next)
    }
}

pub fn parse_status(status: &str) -> Result<GameStatus, ApiError> {
    GameStatus::parse(status).ok_or_else(|| {
        ApiError::new(
            ProblemCode::InvalidStatus,
            format!("unknown status {status:?}"),
        )
    })
}
