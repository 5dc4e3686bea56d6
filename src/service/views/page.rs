//! A page of a list, newest (or best) first, and where the next page starts.

/// A page of a list and the cursor of the next one.
pub struct Page<T> {
    pub items: Vec<T>,
    /// What a client passes to get the next page; `None` on the last page.
    pub next_cursor: Option<String>,
}

/// How many rows a page of `limit` reads: one more, to learn whether another page follows.
pub fn rows_for(limit: i64) -> i64 {
    limit + 1
}

impl<T> Page<T> {
    /// The page of at most `limit` items from `rows` (read with [`rows_for`]), each shown by
    /// `show` (which may leave a row out); `cursor_of` names a row's place in the list's
    /// order, which the next page starts after.
    pub fn of<R>(
        mut rows: Vec<R>,
        limit: i64,
        cursor_of: impl Fn(&R) -> String,
        show: impl FnMut(R) -> Option<T>,
    ) -> Page<T> {
        let has_more = rows.len() as i64 > limit;
        rows.truncate(limit as usize);
        let next_cursor = has_more.then(|| rows.last().map(&cursor_of)).flatten();
        Page {
            items: rows.into_iter().filter_map(show).collect(),
            next_cursor,
        }
    }
}
