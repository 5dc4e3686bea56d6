//! Cursor paging shared by every list: newest first, by the games' list order.

use super::error::ApiError;
use super::problem_code::ProblemCode;
use crate::domain::GameStatus;

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
}

pub fn parse_status(status: &str) -> Result<GameStatus, ApiError> {
    GameStatus::parse(status).ok_or_else(|| {
        ApiError::new(
            ProblemCode::InvalidStatus,
            format!("unknown status {status:?}"),
        )
    })
}
