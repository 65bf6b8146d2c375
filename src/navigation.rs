//! Keyboard movement over the anatomy drawing: arrow keys go to the spatially nearest part in
//! that direction, Home and End to the first and last part in reading order. Pure logic, so it
//! is tested natively and in the browser alike.

use crate::spec::parts::{Cell, PARTS, Part};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Left,
    Right,
    Up,
    Down,
    First,
    Last,
}

impl Move {
    /// The move for a `KeyboardEvent.key`, if the key is one of ours.
    pub fn from_key(key: &str) -> Option<Move> {
        Some(match key {
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "Home" => Move::First,
            "End" => Move::Last,
            _ => return None,
        })
    }
}

/// Where `movement` leads from the part `from`; the same part when nothing lies that way.
pub fn step(from: &str, movement: Move) -> &'static str {
    let parts: &'static [Part] = PARTS;
    let Some(origin) = parts.iter().find(|p| p.id == from) else {
        return parts[0].id;
    };
    match movement {
        Move::First => return parts[0].id,
        Move::Last => return parts[parts.len() - 1].id,
        _ => {}
    }
    let o = origin.cell;
    parts
        .iter()
        .filter(|p| p.id != origin.id)
        .filter_map(|p| {
            let (ahead, side, centre_offset) = placement(o, p.cell, movement);
            // Straying sideways costs twice as much as going ahead; centres break ties.
            (ahead >= 0).then(|| {
                (
                    ahead as f32 + 2.0 * side as f32 + 0.01 * centre_offset.abs(),
                    p.id,
                )
            })
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(origin.id, |(_, id)| id)
}

/// How far ahead of `origin` the candidate `cell` starts in the direction of `movement`, how
/// far it lies off to the side, and how far apart the two centres are across the move.
fn placement(origin: Cell, cell: Cell, movement: Move) -> (i16, i16, f32) {
    // Each cell as (start, length) along the move, (start, length) across it, and its centre
    // across it.
    let horizontal = |c: Cell| ((c.column, c.columns), (c.row, c.rows), c.centre().1);
    let vertical = |c: Cell| ((c.row, c.rows), (c.column, c.columns), c.centre().0);
    let (project, forward): (&dyn Fn(Cell) -> _, bool) = match movement {
        Move::Left => (&horizontal, false),
        Move::Right => (&horizontal, true),
        Move::Up => (&vertical, false),
        Move::Down => (&vertical, true),
        Move::First | Move::Last => unreachable!("handled by the caller"),
    };
    let ((o_start, o_len), (o_cross, o_cross_len), o_centre) = project(origin);
    let ((c_start, c_len), (c_cross, c_cross_len), c_centre) = project(cell);
    let ahead = if forward {
        c_start as i16 - (o_start + o_len) as i16
    } else {
        o_start as i16 - (c_start + c_len) as i16
    };
    (
        ahead,
        gap(c_cross, c_cross_len, o_cross, o_cross_len),
        c_centre - o_centre,
    )
}

/// The empty space between the spans [a, a + a_len) and [b, b + b_len); 0 when they overlap.
fn gap(a: u8, a_len: u8, b: u8, b_len: u8) -> i16 {
    let (a_end, b_end) = ((a + a_len) as i16, (b + b_len) as i16);
    (a as i16 - b_end).max(b as i16 - a_end).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_follow_the_drawing() {
        let cases = [
            ("transport", Move::Right, "discovery"),
            ("discovery", Move::Left, "transport"),
            ("tools", Move::Left, "transport"),
            ("tools", Move::Up, "discovery"),
            ("tools", Move::Down, "caching"),
            ("tools", Move::Right, "resources"),
            ("resources", Move::Right, "prompts"),
            ("prompts", Move::Right, "prompts"),
            ("discovery", Move::Up, "envelope"),
            ("envelope", Move::Up, "envelope"),
            ("envelope", Move::Left, "transport"),
            ("caching", Move::Up, "resources"),
            ("caching", Move::Down, "caching"),
            ("transport", Move::Left, "transport"),
            ("resources", Move::First, "transport"),
            ("resources", Move::Last, "caching"),
        ];
        for (from, movement, to) in cases {
            assert_eq!(step(from, movement), to, "{from} {movement:?}");
        }
    }

    #[test]
    fn every_part_is_reachable_and_can_come_back() {
        for part in PARTS {
            for (there, back) in [(Move::Left, Move::Right), (Move::Up, Move::Down)] {
                let next = step(part.id, there);
                if next != part.id {
                    // Coming back may land on a neighbour in the same row, never nowhere.
                    assert_ne!(
                        step(next, back),
                        next,
                        "{} {there:?} then {back:?}",
                        part.id
                    );
                }
            }
        }
    }
}
