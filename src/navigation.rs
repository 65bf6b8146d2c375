//! Keyboard movement over the anatomy drawing, as the WAI-ARIA Tabs pattern has it: the parts
//! form one tab list in reading order, Right and Down go to the next part, Left and Up to the
//! previous one, both wrapping around; Home and End go to the first and the last. Not spatial:
//! screen-reader users hear "tab 3 of 7" and expect that order, and the drawing's arrangement
//! changes with the room it has. Pure logic, tested natively and in the browser alike.

use crate::spec::parts::PARTS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Next,
    Previous,
    First,
    Last,
}

impl Move {
    /// The move for a `KeyboardEvent.key`, if the key is one of ours.
    pub fn from_key(key: &str) -> Option<Move> {
        Some(match key {
            "ArrowRight" | "ArrowDown" => Move::Next,
            "ArrowLeft" | "ArrowUp" => Move::Previous,
            "Home" => Move::First,
            "End" => Move::Last,
            _ => return None,
        })
    }
}

/// Where `movement` leads from the part `from`; an unknown part counts as the first.
pub fn step(from: &str, movement: Move) -> &'static str {
    let last = PARTS.len() - 1;
    let at = PARTS.iter().position(|p| p.id == from).unwrap_or(0);
    let index = match movement {
        Move::First => 0,
        Move::Last => last,
        Move::Next if at == last => 0,
        Move::Next => at + 1,
        Move::Previous => at.checked_sub(1).unwrap_or(last),
    };
    PARTS[index].id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_moves_as_in_the_tabs_pattern() {
        let keys = [
            ("ArrowRight", Some(Move::Next)),
            ("ArrowDown", Some(Move::Next)),
            ("ArrowLeft", Some(Move::Previous)),
            ("ArrowUp", Some(Move::Previous)),
            ("Home", Some(Move::First)),
            ("End", Some(Move::Last)),
            ("Tab", None),
            ("a", None),
        ];
        for (key, movement) in keys {
            assert_eq!(Move::from_key(key), movement, "{key}");
        }
    }

    #[test]
    fn next_walks_every_part_in_reading_order_and_wraps() {
        let mut at = PARTS[0].id;
        for part in PARTS.iter().skip(1) {
            at = step(at, Move::Next);
            assert_eq!(at, part.id);
        }
        assert_eq!(step(at, Move::Next), PARTS[0].id, "wraps to the first");
    }

    #[test]
    fn previous_undoes_next_and_wraps_at_the_start() {
        for part in PARTS {
            assert_eq!(step(step(part.id, Move::Next), Move::Previous), part.id);
        }
        assert_eq!(step("transport", Move::Previous), "caching");
    }

    #[test]
    fn home_end_and_unknown_parts() {
        assert_eq!(step("resources", Move::First), "transport");
        assert_eq!(step("resources", Move::Last), "caching");
        assert_eq!(step("no-such-part", Move::Next), "envelope");
    }
}
