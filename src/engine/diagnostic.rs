//! What the engine reports: diagnostics with byte spans, typed findings and quick fixes as
//! text edits; and the sweep that turns byte offsets into lines and columns.

use super::finding::{Finding, FixTitle};
use super::render;
pub use super::span::Span;
use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, SpecPage};

/// Replace the bytes in `span` with `insert`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextEdit {
    pub span: Span,
    pub insert: String,
}

/// A mechanical correction: applying all its edits removes the diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    pub title: FixTitle,
    pub edits: Vec<TextEdit>,
}

impl Fix {
    pub fn title(&self, lang: Lang) -> String {
        match lang {
            #[cfg(feature = "lang-en")]
            Lang::En => render::en::fix_title(&self.title),
            #[cfg(feature = "lang-ru")]
            Lang::Ru => render::ru::fix_title(&self.title),
        }
    }
}

/// A diagnostic of `code` at `pointer` and `span`, with what was found: the short form the
/// rules outside the checker (the text, its kind, several messages) report with.
#[inline(always)]
pub fn diagnostic(
    code: Code,
    pointer: &str,
    span: Span,
    finding: impl Into<Finding>,
) -> Diagnostic {
    Diagnostic::new(code, pointer.to_owned(), span, finding.into())
}

#[derive(Clone, Debug)]
#[cfg_attr(not(target_arch = "wasm32"), derive(PartialEq, Eq))]
pub struct Diagnostic {
    pub code: Code,
    /// RFC 6901 pointer to the value concerned (for a missing member: the object lacking it).
    pub pointer: String,
    pub span: Span,
    pub finding: Finding,
    pub fixes: Vec<Fix>,
    /// The page the finding rests on when it is not its code's: a structural finding cites the
    /// page of the result it sits in (a tool's member, the tools page), and one about a caching
    /// hint the caching page.
    pub page: Option<SpecPage>,
}

/// Whether findings carry their quick fixes: the reference view shows none, so its module
/// leaves out the code that writes them (the edits, the formatter, the legacy answer's
/// discover result).
pub const FIXES_OFFERED: bool = !cfg!(all(
    target_arch = "wasm32",
    feature = "reference",
    not(feature = "editor")
));

/// Whether reports carry the field checklist (and the rules record the fields for it): the
/// reference view shows none, so its module leaves it out.
pub const CHECKLIST_KEPT: bool = FIXES_OFFERED;

impl Diagnostic {
    /// Adds the fix `make` writes, where fixes are offered at all ([`FIXES_OFFERED`]).
    #[inline(always)]
    pub fn offer(&mut self, make: impl FnOnce() -> Fix) {
        if FIXES_OFFERED {
            self.fixes.push(make());
        }
    }

    pub fn new(code: Code, pointer: String, span: Span, finding: Finding) -> Diagnostic {
        Diagnostic {
            code,
            pointer,
            span,
            finding,
            fixes: Vec::new(),
            page: None,
        }
    }

    /// The page of the specification to cite for this finding.
    pub fn page(&self) -> SpecPage {
        self.page.unwrap_or(self.code.info().page)
    }

    pub fn severity(&self) -> Severity {
        self.code.severity()
    }

    /// Moves the diagnostic and its fixes by `by` bytes: into a larger text or out of it.
    pub fn move_by(&mut self, by: isize) {
        let moved = |span: Span| {
            Span::new(
                span.start.saturating_add_signed(by),
                span.end.saturating_add_signed(by),
            )
        };
        self.span = moved(self.span);
        if FIXES_OFFERED {
            for edit in self.fixes.iter_mut().flat_map(|fix| &mut fix.edits) {
                edit.span = moved(edit.span);
            }
        }
    }

    /// The finding as a sentence of `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.finding.message(lang)
    }
}

/// A diagnostic with its span resolved to lines and columns.
#[derive(Clone, Debug)]
#[cfg_attr(not(target_arch = "wasm32"), derive(PartialEq, Eq))]
pub struct Located {
    pub diagnostic: Diagnostic,
    pub start: Position,
    pub end: Position,
    /// Start and end of each edit of each fix, in the order of `diagnostic.fixes`.
    pub edit_positions: Vec<Vec<(Position, Position)>>,
}

/// A place in the text, in every unit a consumer may need.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Position {
    /// Bytes of UTF-8 from the start.
    pub offset: usize,
    /// 1-based.
    pub line: usize,
    /// 1-based, in Unicode scalar values.
    pub column: usize,
    /// UTF-16 code units from the start: what JavaScript strings and text areas count.
    pub utf16: usize,
}

impl Position {
    /// This position of a piece of text that starts at `origin` of a larger text, as a position
    /// in the larger text.
    pub fn within(self, origin: Position) -> Position {
        Position {
            offset: origin.offset + self.offset,
            line: origin.line + self.line - 1,
            column: if self.line == 1 {
                origin.column + self.column - 1
            } else {
                self.column
            },
            utf16: origin.utf16 + self.utf16,
        }
    }
}

/// How many `\n` bytes `bytes` holds, counted eight at a time.
fn count_newlines(bytes: &[u8]) -> usize {
    const LOW_BITS: u64 = u64::from_le_bytes([0x7f; 8]);
    let (chunks, rest) = bytes.as_chunks::<8>();
    let in_chunks: u32 = chunks
        .iter()
        .map(|chunk| {
            let word = u64::from_le_bytes(*chunk) ^ u64::from_le_bytes([b'\n'; 8]);
            // The high bit of each byte ends up set unless the byte was zero, without carries
            // between bytes, so the count is exact.
            let nonzero = ((word & LOW_BITS) + LOW_BITS) | word;
            (!nonzero & !LOW_BITS).count_ones()
        })
        .sum();
    in_chunks as usize + rest.iter().filter(|b| **b == b'\n').count()
}

/// Resolves many byte offsets in one pass over the text: a 10 MB single-line paste with many
/// diagnostics must not cost one scan per diagnostic.
pub fn resolve_positions(text: &str, offsets: &mut [usize]) -> Vec<Position> {
    offsets.sort_unstable();
    let bytes = text.as_bytes();
    let mut positions = Vec::with_capacity(offsets.len());
    let mut at = Position {
        offset: 0,
        line: 1,
        column: 1,
        utf16: 0,
    };
    for &target in offsets.iter() {
        let target = target.min(bytes.len());
        let segment = &bytes[at.offset.min(target)..target];
        // ASCII runs (nearly all of a JSON document) are counted in bulk.
        if segment.is_ascii() {
            match segment.iter().rposition(|b| *b == b'\n') {
                Some(last) => {
                    at.line += count_newlines(segment);
                    at.column = segment.len() - last;
                }
                None => at.column += segment.len(),
            }
            at.utf16 += segment.len();
            at.offset = target;
            positions.push(at);
            continue;
        }
        for &byte in segment {
            let starts_char = byte & 0xC0 != 0x80;
            if byte == b'\n' {
                at.line += 1;
                at.column = 1;
            } else if starts_char {
                at.column += 1;
            }
            if starts_char {
                // A 4-byte UTF-8 sequence is a surrogate pair in UTF-16.
                at.utf16 += if byte >= 0xF0 { 2 } else { 1 };
            }
        }
        at.offset = target;
        positions.push(at);
    }
    positions
}

/// Four numbers compared in turn: the one key type the engine's orderings sort by, so that the
/// browser module carries a single instance of the sort for them (each key type adds one).
pub(crate) type SortKey = (usize, usize, usize, usize);

/// The order in which to apply `edits`: later ones first, so that earlier offsets stay valid;
/// edits with the same span keep their order.
pub fn edit_order(edits: &[TextEdit]) -> Vec<usize> {
    let mut keyed: Vec<SortKey> = (edits.iter().enumerate())
        .map(|(index, edit)| {
            (
                usize::MAX - edit.span.start,
                usize::MAX - edit.span.end,
                index,
                0,
            )
        })
        .collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, _, index, _)| index).collect()
}

/// Applies edits that do not overlap, in [`edit_order`].
/// Returns `None` when two edits overlap or an edit falls outside the text or inside a character.
pub fn apply_edits(text: &str, edits: &[TextEdit]) -> Option<String> {
    let mut out = text.to_owned();
    let mut limit = text.len();
    for edit in edit_order(edits).into_iter().map(|index| &edits[index]) {
        let Span { start, end } = edit.span;
        if start > end
            || end > limit
            || !text.is_char_boundary(start)
            || !text.is_char_boundary(end)
        {
            return None;
        }
        out.replace_range(start..end, &edit.insert);
        limit = start;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::count_newlines;

    #[test]
    fn newlines_are_counted_exactly_at_every_alignment() {
        let text = "a\n\n\u{b}\n\u{8a}\u{7f}\n0123456789\n\n\n\n\n\n\n\n\n\nend\n";
        for start in 0..text.len() {
            for end in start..=text.len() {
                let bytes = &text.as_bytes()[start..end];
                let naive = bytes.iter().filter(|b| **b == b'\n').count();
                assert_eq!(count_newlines(bytes), naive, "{start}..{end}");
            }
        }
    }
}
