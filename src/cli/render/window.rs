//! An excerpt of a long line cut to a window around its mark. A server's answer is often one
//! line of hundreds of kilobytes, which codespan-reporting would print whole under every
//! finding; the window keeps some characters before the mark and the mark itself, with `…`
//! where the line goes on, and still names the line and column of the whole text.

use codespan_reporting::diagnostic::Diagnostic;
use codespan_reporting::files::{Error, Files, SimpleFile};
use codespan_reporting::term::{self, Config, WriteStyle};
use std::ops::Range;

/// A line longer than this many characters is shown as a window of as many.
const WIDTH: usize = 160;
/// How many characters of the window come before the mark.
const BEFORE: usize = 60;
const CUT: &str = "…";

/// Writes `diagnostic`, whose labels are byte ranges of `file`, to `out`: as codespan-reporting
/// writes it when its mark sits on a short line or spans lines, else with the marked line cut to
/// a window around the mark.
pub(super) fn emit<W: WriteStyle>(
    out: &mut W,
    file: &SimpleFile<&str, &str>,
    diagnostic: &Diagnostic<()>,
) {
    let config = Config::default();
    let window = (diagnostic.labels.first()).and_then(|label| Window::around(file, &label.range));
    let _ = match window {
        Some(window) => {
            let mut cut = diagnostic.clone();
            for label in &mut cut.labels {
                label.range = window.shown_range(&label.range);
            }
            term::emit_to_write_style(out, &config, &window, &cut)
        }
        None => term::emit_to_write_style(out, &config, file, diagnostic),
    };
}

/// The part of one long line a mark is shown in, as a file of one line for codespan-reporting,
/// which numbers that line and its columns as the whole text does.
struct Window<'a> {
    name: &'a str,
    /// `…`, the kept characters, and `…` again where the line goes on.
    shown: String,
    /// Bytes of `shown` before the kept characters: the length of a leading `…`, or none.
    lead: usize,
    /// Where the kept characters are in the whole text.
    kept: Range<usize>,
    line_number: usize,
    /// The column, in the whole line, of the first kept character.
    first_column: usize,
}

impl<'a> Window<'a> {
    /// The window around `mark` of `file`, when the mark lies on one line longer than
    /// [`WIDTH`] characters.
    fn around(file: &SimpleFile<&'a str, &'a str>, mark: &Range<usize>) -> Option<Window<'a>> {
        let text = *file.source();
        let index = file.line_index((), mark.start).ok()?;
        if file.line_index((), mark.end).ok()? != index {
            return None;
        }
        let range = file.line_range((), index).ok()?;
        let line = text[range.clone()].trim_end_matches(['\n', '\r']);
        // A short line is shown whole; counting stops past the width, so a line of megabytes
        // is not counted to its end.
        line.chars().nth(WIDTH)?;
        let start = range.start;
        let end = start + line.len();
        let from = (text.get(start..mark.start)?.char_indices().rev())
            .nth(BEFORE - 1)
            .map_or(start, |(at, _)| start + at);
        let to = (text[from..end].char_indices())
            .nth(WIDTH)
            .map_or(end, |(at, _)| from + at);
        let lead = if from > start { CUT.len() } else { 0 };
        let mut shown = String::with_capacity(lead + (to - from) + CUT.len());
        shown.push_str(&CUT[..lead]);
        shown.push_str(&text[from..to]);
        if to < end {
            shown.push_str(CUT);
        }
        Some(Window {
            name: file.name(),
            shown,
            lead,
            kept: from..to,
            line_number: index + 1,
            first_column: text[start..from].chars().count() + 1,
        })
    }

    /// `range` of the whole text as a range of the window, cut at the window's end.
    fn shown_range(&self, range: &Range<usize>) -> Range<usize> {
        let at = |offset: usize| {
            self.lead + offset.clamp(self.kept.start, self.kept.end) - self.kept.start
        };
        at(range.start)..at(range.end)
    }
}

impl<'a> Files<'a> for Window<'a> {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, Error> {
        Ok(self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, Error> {
        Ok(&self.shown)
    }

    fn line_index(&'a self, (): (), _byte_index: usize) -> Result<usize, Error> {
        Ok(0)
    }

    fn line_number(&'a self, (): (), _line_index: usize) -> Result<usize, Error> {
        Ok(self.line_number)
    }

    fn column_number(&'a self, (): (), _line: usize, byte_index: usize) -> Result<usize, Error> {
        let kept = self.shown.get(self.lead..byte_index).unwrap_or_default();
        Ok(self.first_column + kept.chars().count())
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, Error> {
        match line_index {
            0 => Ok(0..self.shown.len()),
            given => Err(Error::LineTooLarge { given, max: 0 }),
        }
    }
}
