//! The editor's state: the text, the report of its last check, and the chosen diagnostic.

use crate::engine::{self, Report};
use crate::spec::notices;
use crate::web::share;
use std::rc::Rc;
use yew::Reducible;

/// Above this many bytes the editor stops colouring tokens (diagnostics stay marked), and a
/// paste goes to a read-only view: Chromium's text area takes seconds per megabyte beyond it.
pub const LARGE_DOCUMENT: usize = 2 * 1024 * 1024;

#[derive(Clone, PartialEq)]
pub struct EditorState {
    pub text: Rc<str>,
    pub report: crate::web::shared::Shared<Report>,
    /// Byte offset of the start of every line.
    pub line_starts: Rc<Vec<usize>>,
    /// The text changed after the last check.
    pub stale: bool,
    /// Milliseconds the last check took, engine and indexing together.
    pub check_ms: f64,
    /// Index into `report.diagnostics`.
    pub selected: Option<usize>,
    /// The text is too large for the text area and is shown read-only instead.
    pub detached: bool,
    /// The method the reader says the text answers; `None` lets its members decide.
    pub method: Option<&'static str>,
    /// The browser keeps no text (private mode, sandboxed frame, quota): the editor works
    /// unsaved, and says so. A state of its own would cost the module a copy of Yew's code.
    pub storage_unavailable: bool,
    /// What the last press of Format or Share said (`notice_lines`). Here rather than in a
    /// state of its own, for the same reason.
    pub notice: Notice,
}

/// What the last press of Format or Share (or the share link the page was opened with) said.
#[derive(Clone, PartialEq)]
pub enum Notice {
    None,
    Said(notices::Notice),
    Link(String),
}

impl Notice {
    /// What the reader is told when a share link cannot be made or opened.
    pub fn share_problem(error: share::ShareError) -> Self {
        Notice::Said(match error {
            share::ShareError::Unsupported => notices::SHARE_UNSUPPORTED,
            share::ShareError::TooLarge => notices::SHARE_TOO_LARGE,
            share::ShareError::Damaged => notices::SHARE_UNREADABLE,
        })
    }
}

impl EditorState {
    pub fn new(text: &str, storage_unavailable: bool) -> EditorState {
        let text: Rc<str> = Rc::from(text);
        let (report, line_starts, check_ms) = check(&text, None);
        EditorState {
            text,
            report,
            line_starts,
            stale: false,
            check_ms,
            selected: None,
            detached: false,
            method: None,
            storage_unavailable,
            notice: Notice::None,
        }
    }

    pub fn is_large(&self) -> bool {
        self.text.len() > LARGE_DOCUMENT
    }

    fn validate(&mut self) {
        (self.report, self.line_starts, self.check_ms) = check(&self.text, self.method);
        self.stale = false;
        self.selected = None;
    }
}

/// The report of `text` (as the answer to `method`, when given), its line index, and how many
/// milliseconds both took.
fn check(
    text: &str,
    method: Option<&str>,
) -> (crate::web::shared::Shared<Report>, Rc<Vec<usize>>, f64) {
    let started = now_ms();
    let report = crate::web::shared::Shared::new(engine::check_answer(text, method));
    let starts = Rc::new(line_starts(text));
    (report, starts, now_ms() - started)
}

pub fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect()
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

pub enum EditorAction {
    /// The text changed; it is checked when the pause in typing ends.
    Edit(Rc<str>),
    /// The pause ended.
    Validate,
    /// New text checked at once (paste, sample, fix, format, restore).
    Replace(Rc<str>),
    /// A paste too large for the text area: checked, and shown read-only.
    Detach(Rc<str>),
    Select(Option<usize>),
    /// The reader says which method the text answers (`None`: its members decide).
    Method(Option<&'static str>),
    /// Saving the text failed.
    StorageUnavailable,
    /// What Format or Share says now.
    Notice(Notice),
}

impl Reducible for EditorState {
    type Action = EditorAction;

    fn reduce(self: Rc<Self>, action: EditorAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            EditorAction::Edit(text) => {
                if *text == *self.text {
                    return self;
                }
                // Lines are re-indexed at once: drawing slices the new text by them.
                next.line_starts = Rc::new(line_starts(&text));
                next.text = text;
                next.stale = true;
            }
            EditorAction::Validate => {
                if !self.stale {
                    return self;
                }
                next.validate();
            }
            EditorAction::Replace(text) => {
                next.text = text;
                next.detached = false;
                next.validate();
            }
            EditorAction::Detach(text) => {
                next.text = text;
                next.detached = true;
                next.validate();
            }
            EditorAction::Select(index) => next.selected = index,
            EditorAction::Method(method) => {
                if method == self.method {
                    return self;
                }
                next.method = method;
                next.validate();
            }
            EditorAction::StorageUnavailable => next.storage_unavailable = true,
            EditorAction::Notice(notice) => next.notice = notice,
        }
        Rc::new(next)
    }
}

/// UTF-16 offset (what text areas count) of byte `offset` in `text`.
pub fn byte_to_utf16(text: &str, offset: usize) -> u32 {
    text.get(..offset)
        .map_or(0, |prefix| prefix.encode_utf16().count() as u32)
}

/// Byte offset of UTF-16 offset `units` in `text`.
pub fn utf16_to_byte(text: &str, units: u32) -> usize {
    let mut counted = 0u32;
    for (offset, c) in text.char_indices() {
        if counted >= units {
            return offset;
        }
        counted += c.len_utf16() as u32;
    }
    text.len()
}
