//! Where something is in the checked text, in bytes: what the parser gives every value and
//! member, and every finding and edit points at. It sits at the bottom of the engine, below the
//! parser.

/// A half-open byte range of the checked text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
}
