//! The actions players post.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::expeditions::LostSeasFace;

/// A move in Lost Seas.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum LostSeasAction {
    /// Place the 4 Expeditions dealt for the columns above the map, choosing each one's face.
    /// Setup phase only, before `choose_rows`.
    ChooseColumns {
        /// `order[k]` is the position (0-3) in your dealt column hand of the Expedition that
        /// heads column k (left to right). A permutation of 0, 1, 2, 3.
        order: [u8; 4],
        /// `faces[k]` is the face played by the Expedition heading column k.
        faces: [LostSeasFace; 4],
    },
    /// Place the 4 Expeditions dealt for the rows beside the map, choosing each one's face.
    /// Setup phase only, after `choose_columns`.
    ChooseRows {
        /// `order[k]` is the position (0-3) in your dealt row hand of the Expedition beside
        /// row k (top to bottom). A permutation of 0, 1, 2, 3.
        order: [u8; 4],
        /// `faces[k]` is the face played by the Expedition beside row k.
        faces: [LostSeasFace; 4],
    },
    /// Take a face-up Sea Exploration tile and place it on an empty cell of your map.
    Take {
        /// The tile's id (see the view's `offer`).
        tile: u8,
        /// Row 0-3, top to bottom.
        row: u8,
        /// Column 0-3, left to right.
        column: u8,
    },
    /// Put a face-up tile back in the box: the first player's second pick in a 3-player round,
    /// both players' second pick in a 2-player round.
    BoxTile {
        /// The tile's id (see the view's `offer`).
        tile: u8,
    },
}
