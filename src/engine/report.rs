//! The report of one check: diagnostics resolved to lines and columns, the field checklist, the
//! verdict, and the JSON form the command line and the JS API share.

use super::diagnostic::{self, Diagnostic, Located, Position, SortKey};
use super::diagnostic::{CHECKLIST_KEPT, FIXES_OFFERED};
use super::fields::{self, FieldState};
use super::kind::DocumentKind;
use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, SpecPage, Text, text};
#[cfg(not(target_arch = "wasm32"))]
use serde::Serialize;

#[derive(Clone, Debug)]
#[cfg_attr(not(target_arch = "wasm32"), derive(PartialEq, Eq))]
pub struct Report {
    pub kind: DocumentKind,
    /// Sorted by position, then by severity (most severe first).
    pub diagnostics: Vec<Located>,
    /// One row per field of the specification's field table, in table order; none from
    /// [`super::check_answer_without_checklist`].
    pub fields: Vec<FieldState>,
}

impl Report {
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.diagnostic.severity() == severity)
            .count()
    }

    /// The report of a piece of a larger text that starts at `origin` (a line of a JSON Lines
    /// file), with every range and position moved into the larger text.
    pub fn within(mut self, origin: Position) -> Report {
        for located in &mut self.diagnostics {
            located.start = located.start.within(origin);
            located.end = located.end.within(origin);
            located.diagnostic.move_by(origin.offset as isize);
            for (start, end) in located.edit_positions.iter_mut().flatten() {
                (*start, *end) = (start.within(origin), end.within(origin));
            }
        }
        for offset in self.fields.iter_mut().filter_map(|f| f.offset.as_mut()) {
            *offset += origin.offset;
        }
        self
    }

    /// No error-severity diagnostic: what exit status 0 and the "valid" verdict mean.
    pub fn is_valid(&self) -> bool {
        self.count(Severity::Error) == 0
    }

    /// The verdict sentence of summaries.
    pub fn verdict(&self) -> Text {
        self.verdict_when(self.is_valid())
    }

    /// The verdict sentence of a document of this kind that is valid or not: what a front end
    /// says when findings of its own join the report's.
    pub fn verdict_when(&self, valid: bool) -> Text {
        match (self.kind, valid) {
            (DocumentKind::UnsupportedVersion, true) => text! {
                en: "valid answer: the server declines this revision",
                ru: "корректный ответ: сервер отклоняет эту ревизию",
            },
            (DocumentKind::OtherMethod, true) => text! {
                en: "envelope valid; the result is not checked",
                ru: "обёртка корректна; результат не проверяется",
            },
            (kind, true) if kind.is_legacy() => text! {
                en: "valid by the schema of 2025-11-25",
                ru: "соответствует схеме ревизии 2025-11-25",
            },
            (kind, false) if kind.is_legacy() => text! {
                en: "not valid by the schema of 2025-11-25",
                ru: "не соответствует схеме ревизии 2025-11-25",
            },
            (_, true) => text! {
                en: "valid for 2026-07-28",
                ru: "соответствует ревизии 2026-07-28",
            },
            (_, false) => text! {
                en: "not valid for 2026-07-28",
                ru: "не соответствует ревизии 2026-07-28",
            },
        }
    }
}

pub(super) fn locate(
    text: &str,
    kind: DocumentKind,
    diagnostics: Vec<Diagnostic>,
    found: fields::Found,
) -> Report {
    let diagnostics = located(text, diagnostics);
    let fields = match CHECKLIST_KEPT {
        true => fields::states(kind, &diagnostics, &found),
        false => Vec::new(),
    };
    Report {
        kind,
        diagnostics,
        fields,
    }
}

/// `diagnostics` in report order, with their lines and columns.
pub(super) fn located(text: &str, diagnostics: Vec<Diagnostic>) -> Vec<Located> {
    // By place, errors before warnings at the same place; otherwise in the order found.
    let mut order: Vec<SortKey> = (diagnostics.iter().enumerate())
        .map(|(found, d)| {
            let severity = Severity::Error as usize - d.severity() as usize;
            (d.span.start, severity, d.span.end, found)
        })
        .collect();
    order.sort_unstable();
    // The offsets are sorted to be resolved, so they are gathered in the order found; and the
    // diagnostics go from their slots straight into place (two copies fewer).
    let mut offsets: Vec<usize> = Vec::with_capacity(diagnostics.len() * 2);
    for d in &diagnostics {
        offsets.extend([d.span.start, d.span.end]);
        // Where no fix is offered, the loops over fixes are left out of the module.
        if FIXES_OFFERED {
            for edit in d.fixes.iter().flat_map(|f| &f.edits) {
                offsets.extend([edit.span.start, edit.span.end]);
            }
        }
    }
    let positions = diagnostic::resolve_positions(text, &mut offsets);
    let at = |offset: usize| -> Position {
        let index = offsets.partition_point(|&o| o < offset);
        positions.get(index).copied().unwrap_or_default()
    };
    let mut slots: Vec<Option<Diagnostic>> = diagnostics.into_iter().map(Some).collect();
    (order.iter())
        .filter_map(|&(.., found)| slots[found].take())
        .map(|diagnostic| Located {
            start: at(diagnostic.span.start),
            end: at(diagnostic.span.end),
            edit_positions: match FIXES_OFFERED {
                true => (diagnostic.fixes.iter())
                    .map(|f| {
                        f.edits
                            .iter()
                            .map(|e| (at(e.span.start), at(e.span.end)))
                            .collect()
                    })
                    .collect(),
                false => Vec::new(),
            },
            diagnostic,
        })
        .collect()
}

// ----- the JSON form of the command line (the JS API builds the same from the compact form) ----

#[cfg(not(target_arch = "wasm32"))]
#[derive(Serialize)]
pub struct JsonReport<'a> {
    pub input: &'a str,
    pub kind: DocumentKind,
    pub valid: bool,
    pub errors: usize,
    pub warnings: usize,
    pub infos: usize,
    pub diagnostics: Vec<JsonDiagnostic<'a>>,
}

#[cfg(not(target_arch = "wasm32"))]
#[derive(Serialize)]
pub struct JsonDiagnostic<'a> {
    pub severity: Severity,
    pub code: &'static str,
    pub pointer: &'a str,
    pub message: String,
    pub help: &'static str,
    pub range: JsonRange,
    pub spec: String,
    pub fixes: Vec<JsonFix<'a>>,
}

#[cfg(not(target_arch = "wasm32"))]
#[derive(Serialize)]
pub struct JsonRange {
    pub start: Position,
    pub end: Position,
}

#[cfg(not(target_arch = "wasm32"))]
#[derive(Serialize)]
pub struct JsonFix<'a> {
    pub title: String,
    pub edits: Vec<JsonEdit<'a>>,
}

#[cfg(not(target_arch = "wasm32"))]
#[derive(Serialize)]
pub struct JsonEdit<'a> {
    pub range: JsonRange,
    #[serde(rename = "newText")]
    pub new_text: &'a str,
}

#[cfg(not(target_arch = "wasm32"))]
impl Report {
    /// The report as the documented JSON shape, in `lang`, with links under `spec_base`.
    pub fn to_json<'a>(&'a self, input: &'a str, lang: Lang, spec_base: &str) -> JsonReport<'a> {
        JsonReport {
            input,
            kind: self.kind,
            valid: self.is_valid(),
            errors: self.count(Severity::Error),
            warnings: self.count(Severity::Warning),
            infos: self.count(Severity::Info),
            diagnostics: self
                .diagnostics
                .iter()
                .map(|located| {
                    let d = &located.diagnostic;
                    let info = d.code.info();
                    JsonDiagnostic {
                        severity: d.severity(),
                        code: info.id,
                        pointer: &d.pointer,
                        message: d.message(lang),
                        help: info.help.get(lang),
                        range: JsonRange {
                            start: located.start,
                            end: located.end,
                        },
                        spec: d.page().url(spec_base),
                        fixes: d
                            .fixes
                            .iter()
                            .zip(&located.edit_positions)
                            .map(|(fix, positions)| JsonFix {
                                title: fix.title(lang),
                                edits: fix
                                    .edits
                                    .iter()
                                    .zip(positions)
                                    .map(|(edit, (start, end))| JsonEdit {
                                        range: JsonRange {
                                            start: *start,
                                            end: *end,
                                        },
                                        new_text: &edit.insert,
                                    })
                                    .collect(),
                            })
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

// ----- the compact form the JS API hands over ------------------------------------------------

impl Report {
    /// The report as the JS API hands it over: JSON text of what varies from report to report,
    /// in arrays, from which the loader (www/embed.js) builds the JSON shape above; a code's
    /// severity, name and help come once from [`Report::code_text`]. One short string crosses into
    /// JavaScript instead of the whole shape: its names and help texts, decoded from UTF-8 and
    /// parsed for every call, took a third of `validate()` on a typical answer.
    ///
    /// `[input, kind, valid, errors, warnings, infos, [diagnostic…], spec root]`, a diagnostic
    /// being `[code index, pointer, message, start…, end…, spec page, [[title, [edit…]]…]]`,
    /// an edit `[start…, end…, newText]`, and a position `offset, line, column, utf16`. A
    /// finding's `spec` is the root followed by its page; a report without findings has no
    /// root.
    pub fn to_compact_text(&self, input: &str, lang: Lang, spec_base: &str) -> String {
        let mut out = JsonText(String::with_capacity(128 + self.diagnostics.len() * 256));
        out.raw("[");
        out.string(input);
        out.raw(",\"");
        out.raw(self.kind.id());
        out.raw(if self.is_valid() {
            "\",true,"
        } else {
            "\",false,"
        });
        out.number(self.count(Severity::Error));
        out.raw(",");
        out.number(self.count(Severity::Warning));
        out.raw(",");
        out.number(self.count(Severity::Info));
        out.raw(",");
        out.array(&self.diagnostics, |out, located| {
            let d = &located.diagnostic;
            out.raw("[");
            out.number(d.code as usize);
            out.raw(",");
            out.string(&d.pointer);
            out.raw(",");
            out.string(&d.message(lang));
            out.raw(",");
            out.range(located.start, located.end);
            out.raw(",");
            out.string(d.page().path());
            out.raw(",");
            let fixes = d.fixes.iter().zip(&located.edit_positions);
            out.array(fixes, |out, (fix, positions)| {
                out.raw("[");
                out.string(&fix.title(lang));
                out.raw(",");
                out.array(
                    fix.edits.iter().zip(positions),
                    |out, (edit, (start, end))| {
                        out.raw("[");
                        out.range(*start, *end);
                        out.raw(",");
                        out.string(&edit.insert);
                        out.raw("]");
                    },
                );
                out.raw("]");
            });
            out.raw("]");
        });
        if !self.diagnostics.is_empty() {
            out.raw(",");
            out.string(&SpecPage::root(spec_base));
        }
        out.raw("]");
        out.0
    }

    /// `[severity, code]` of the code at `index` of the catalogue, as JSON text: what the
    /// compact form leaves out, besides the help, which the loader has in its help table.
    /// `None` past the catalogue's end.
    pub fn code_text(index: usize) -> Option<String> {
        let info = Code::ALL.get(index)?.info();
        Some(format!("[\"{}\",\"{}\"]", info.severity.as_str(), info.id))
    }
}

/// JSON text being written.
struct JsonText(String);

impl JsonText {
    fn raw(&mut self, text: &str) {
        self.0.push_str(text);
    }

    fn array<I: IntoIterator>(&mut self, items: I, mut write: impl FnMut(&mut Self, I::Item)) {
        self.0.push('[');
        for (index, item) in items.into_iter().enumerate() {
            if index > 0 {
                self.0.push(',');
            }
            write(self, item);
        }
        self.0.push(']');
    }

    fn string(&mut self, text: &str) {
        super::edits::quote_into(&mut self.0, text);
    }

    fn number(&mut self, mut number: usize) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (number % 10) as u8;
            number /= 10;
            if number == 0 {
                break;
            }
        }
        for &digit in &digits[start..] {
            self.0.push(digit as char);
        }
    }

    /// `offset,line,column,utf16` of both ends.
    fn range(&mut self, start: Position, end: Position) {
        let numbers = |p: Position| [p.offset, p.line, p.column, p.utf16];
        for (index, number) in numbers(start).into_iter().chain(numbers(end)).enumerate() {
            if index > 0 {
                self.0.push(',');
            }
            self.number(number);
        }
    }
}
