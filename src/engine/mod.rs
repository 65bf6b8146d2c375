//! The validation engine: text in, a [`Report`] out. Pure Rust with no I/O and no web
//! dependency; the editor, the JS API and the command line all call [`check`].

mod diagnostic;
mod edits;
mod fields;
mod format;
pub mod json;
mod names;
mod numbers;
pub mod pointer;
mod rules;
mod syntax;

pub(crate) use diagnostic::msg;
pub use diagnostic::{
    Diagnostic, Fix, Message, Position, Span, TextEdit, apply_edits, edit_order, resolve_positions,
};
pub use fields::{FieldState, FieldStatus};
pub use format::format;

use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, Text, text};
use json::Value;
use rules::Checker;
use serde::Serialize;

/// What the pasted text turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DocumentKind {
    Empty,
    NotJson,
    /// A JSON-RPC response with a result.
    DiscoverResponse,
    /// The result object alone.
    DiscoverResult,
    /// Error -32022: a valid modern answer declining the requested revision.
    UnsupportedVersion,
    /// Error -32601: the server does not know `server/discover`.
    LegacyServer,
    ErrorResponse,
    Request,
    Batch,
    OtherJson,
}

impl DocumentKind {
    pub fn id(self) -> &'static str {
        match self {
            DocumentKind::Empty => "empty",
            DocumentKind::NotJson => "not-json",
            DocumentKind::DiscoverResponse => "discover-response",
            DocumentKind::DiscoverResult => "discover-result",
            DocumentKind::UnsupportedVersion => "unsupported-version",
            DocumentKind::LegacyServer => "legacy-server",
            DocumentKind::ErrorResponse => "error-response",
            DocumentKind::Request => "request",
            DocumentKind::Batch => "batch",
            DocumentKind::OtherJson => "other-json",
        }
    }

    /// A short name for summaries.
    pub fn label(self) -> Text {
        match self {
            DocumentKind::Empty => text! { en: "empty input", ru: "пустой ввод" },
            DocumentKind::NotJson => text! { en: "not JSON", ru: "не JSON" },
            DocumentKind::DiscoverResponse => {
                text! { en: "server/discover response", ru: "ответ на server/discover" }
            }
            DocumentKind::DiscoverResult => {
                text! { en: "discover result (no envelope)", ru: "результат discovery (без обёртки)" }
            }
            DocumentKind::UnsupportedVersion => {
                text! { en: "unsupported-version error (-32022)", ru: "ошибка неподдерживаемой версии (-32022)" }
            }
            DocumentKind::LegacyServer => {
                text! { en: "legacy server (-32601)", ru: "сервер прежней редакции (-32601)" }
            }
            DocumentKind::ErrorResponse => text! { en: "error response", ru: "ответ с ошибкой" },
            DocumentKind::Request => {
                text! { en: "request, not a response", ru: "запрос, а не ответ" }
            }
            DocumentKind::Batch => text! { en: "batch array", ru: "пакет (массив)" },
            DocumentKind::OtherJson => text! { en: "other JSON", ru: "другой JSON" },
        }
    }
}

/// A diagnostic with its span resolved to lines and columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub diagnostic: Diagnostic,
    pub start: Position,
    pub end: Position,
    /// Start and end of each edit of each fix, in the order of `diagnostic.fixes`.
    pub edit_positions: Vec<Vec<(Position, Position)>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub kind: DocumentKind,
    /// Sorted by position, then by severity (most severe first).
    pub diagnostics: Vec<Located>,
    /// One row per field of the specification's field table, in table order.
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
        let moved = |span: Span| Span::new(span.start + origin.offset, span.end + origin.offset);
        for located in &mut self.diagnostics {
            located.start = located.start.within(origin);
            located.end = located.end.within(origin);
            let diagnostic = &mut located.diagnostic;
            diagnostic.span = moved(diagnostic.span);
            for edit in diagnostic.fixes.iter_mut().flat_map(|fix| &mut fix.edits) {
                edit.span = moved(edit.span);
            }
            for (start, end) in located.edit_positions.iter_mut().flatten() {
                (*start, *end) = (start.within(origin), end.within(origin));
            }
        }
        for position in self.fields.iter_mut().filter_map(|f| f.position.as_mut()) {
            *position = position.within(origin);
        }
        self
    }

    /// No error-severity diagnostic: what exit status 0 and the "valid" verdict mean.
    pub fn is_valid(&self) -> bool {
        self.count(Severity::Error) == 0
    }

    /// The verdict sentence of summaries.
    pub fn verdict(&self) -> Text {
        match (self.kind, self.is_valid()) {
            (DocumentKind::UnsupportedVersion, true) => text! {
                en: "valid answer: the server declines this revision",
                ru: "корректный ответ: сервер отклоняет эту редакцию",
            },
            (_, true) => text! {
                en: "valid for 2026-07-28",
                ru: "соответствует 2026-07-28",
            },
            (_, false) => text! {
                en: "not valid for 2026-07-28",
                ru: "не соответствует 2026-07-28",
            },
        }
    }
}

/// Checks `text` as a response to `server/discover` under MCP 2026-07-28.
pub fn check(text: &str) -> Report {
    let mut out = Vec::new();
    let mut found = fields::Found::default();
    let kind = classify_and_check(text, &mut out, &mut found);
    locate(text, kind, out, found)
}

fn classify_and_check(
    text: &str,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
) -> DocumentKind {
    if text.trim().is_empty() {
        out.push(Diagnostic {
            code: Code::Empty,
            pointer: String::new(),
            span: Span::new(0, text.len()),
            message: msg!(
                "There is nothing to check yet: paste the response your server sent to server/discover.",
                "Проверять пока нечего: вставьте ответ вашего сервера на server/discover."
            ),
            fixes: Vec::new(),
        });
        return DocumentKind::Empty;
    }
    let arena = json::arena_for(text);
    let parsed = match syntax::parse(text, &arena) {
        Ok(parsed) => parsed,
        Err(diagnostic) => {
            out.push(diagnostic);
            return DocumentKind::NotJson;
        }
    };
    syntax::check_tree(text, &parsed, out);
    let root = parsed.root;
    let mut checker = Checker::new(text);
    let kind = match &root {
        Value::Object(object) => {
            let has = |name: &str| object.members.iter().any(|p| p.name() == name);
            if has("method") {
                request(object, out)
            } else if ["jsonrpc", "id", "result", "error"].iter().any(|m| has(m)) {
                checker.response(object)
            } else if looks_like_result(object) {
                checker.discover_result(&root, &pointer::Path::Base(""));
                DocumentKind::DiscoverResult
            } else {
                not_a_response(
                    &root,
                    out,
                    msg!(
                        "This object is neither a JSON-RPC response nor a discover result: none of its members belong to either.",
                        "Этот объект не является ни ответом JSON-RPC, ни результатом discovery: ни одно его поле к ним не относится."
                    ),
                );
                DocumentKind::OtherJson
            }
        }
        Value::Array(array)
            if !array.elements.is_empty()
                && array.elements.iter().all(|e| matches!(e, Value::Object(_))) =>
        {
            out.push(Diagnostic {
                code: Code::Batch,
                pointer: String::new(),
                span: root.head(),
                message: msg!(
                    "This is an array of {} messages; MCP does not use JSON-RPC batches, so a server answers server/discover with one object.",
                    "Это массив из {} сообщений; в MCP нет пакетов JSON-RPC, и сервер отвечает на server/discover одним объектом.",
                    array.elements.len()
                ),
                fixes: Vec::new(),
            });
            DocumentKind::Batch
        }
        other => {
            let (en, ru) = match other {
                Value::Array(_) => ("an array", "массив"),
                Value::String(_) => ("a string", "строка"),
                Value::Number(_) => ("a number", "число"),
                Value::Bool(_) => ("a boolean", "логическое значение"),
                _ => ("null", "null"),
            };
            not_a_response(
                other,
                out,
                msg! {
                    en: format!(
                        "The text is {en}; a response to server/discover is a JSON object."
                    ),
                    ru: format!("Здесь {ru}, а ответ на server/discover — объект JSON."),
                },
            );
            DocumentKind::OtherJson
        }
    };
    out.append(&mut checker.out);
    found.result_pointer = checker.result_pointer;
    found.result_brace = checker.result_brace;
    found.spans = checker.field_spans;
    if let (
        Value::Object(object),
        DocumentKind::DiscoverResponse
        | DocumentKind::UnsupportedVersion
        | DocumentKind::LegacyServer
        | DocumentKind::ErrorResponse,
    ) = (&root, kind)
    {
        found.envelope = Some(object.brace());
    }
    kind
}

/// An object without envelope members counts as a bare result when it is empty or has a
/// member a result has (or a near miss of one), so a half-written result gets full advice.
fn looks_like_result(object: &json::Object<'_>) -> bool {
    object.members.is_empty()
        || object.members.iter().any(|p| {
            let name = p.name();
            names::likely_meant(name, rules::RESULT_MEMBERS).is_some()
                || names::likely_meant(name, rules::DRAFT_MEMBERS).is_some()
        })
}

fn request(object: &json::Object<'_>, out: &mut Vec<Diagnostic>) -> DocumentKind {
    let method = object
        .members
        .iter()
        .find(|p| p.name() == "method")
        .and_then(|p| p.value.as_str())
        .map(str::to_owned)
        .unwrap_or_default();
    let is_notification = !object.members.iter().any(|p| p.name() == "id");
    let message = match (method.as_str(), is_notification) {
        ("server/discover", _) => msg!(
            "This is the server/discover request itself. Send it to your server and paste the answer.",
            "Это сам запрос server/discover. Отправьте его серверу и вставьте ответ."
        ),
        (_, true) => msg!(
            "This is a notification (\"{}\"), not an answer to server/discover.",
            "Это уведомление (\"{}\"), а не ответ на server/discover.",
            method
        ),
        _ => msg!(
            "This is a \"{}\" request, not an answer to server/discover.",
            "Это запрос \"{}\", а не ответ на server/discover.",
            method
        ),
    };
    out.push(Diagnostic {
        code: Code::RequestInsteadOfResponse,
        pointer: "/method".into(),
        span: object.brace(),
        message,
        fixes: Vec::new(),
    });
    DocumentKind::Request
}

fn not_a_response(value: &Value<'_>, out: &mut Vec<Diagnostic>, message: Message) {
    out.push(Diagnostic {
        code: Code::NotAResponse,
        pointer: String::new(),
        span: value.head(),
        message,
        fixes: Vec::new(),
    });
}

fn locate(
    text: &str,
    kind: DocumentKind,
    diagnostics: Vec<Diagnostic>,
    found: fields::Found,
) -> Report {
    // By place, errors before warnings at the same place; otherwise in the order found.
    let mut keyed: Vec<_> = (diagnostics.into_iter().enumerate())
        .map(|(found, d)| {
            (
                (
                    d.span.start,
                    std::cmp::Reverse(d.severity()),
                    d.span.end,
                    found,
                ),
                d,
            )
        })
        .collect();
    keyed.sort_unstable_by_key(|(key, _)| *key);
    let diagnostics: Vec<Diagnostic> = keyed.into_iter().map(|(_, d)| d).collect();
    let mut offsets: Vec<usize> = Vec::with_capacity(diagnostics.len() * 2);
    for d in &diagnostics {
        offsets.extend([d.span.start, d.span.end]);
        for edit in d.fixes.iter().flat_map(|f| &f.edits) {
            offsets.extend([edit.span.start, edit.span.end]);
        }
    }
    offsets.extend(found.spans.iter().map(|(_, span)| span.start));
    offsets.extend(found.envelope.map(|span| span.start));
    offsets.extend(found.result_brace.map(|span| span.start));
    let mut sorted = offsets.clone();
    let positions = diagnostic::resolve_positions(text, &mut sorted);
    let at = |offset: usize| -> Position {
        let index = sorted.partition_point(|&o| o < offset);
        positions.get(index).copied().unwrap_or_default()
    };
    let diagnostics = diagnostics
        .into_iter()
        .map(|diagnostic| Located {
            start: at(diagnostic.span.start),
            end: at(diagnostic.span.end),
            edit_positions: diagnostic
                .fixes
                .iter()
                .map(|f| {
                    f.edits
                        .iter()
                        .map(|e| (at(e.span.start), at(e.span.end)))
                        .collect()
                })
                .collect(),
            diagnostic,
        })
        .collect::<Vec<_>>();
    let fields = fields::states(kind, &diagnostics, &found, at);
    Report {
        kind,
        diagnostics,
        fields,
    }
}

// ----- the JSON form shared by the command line and the JS API ---------------------------------

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

#[derive(Serialize)]
pub struct JsonDiagnostic<'a> {
    pub severity: Severity,
    pub code: &'static str,
    pub pointer: &'a str,
    pub message: &'a str,
    pub help: &'static str,
    pub range: JsonRange,
    pub spec: String,
    pub fixes: Vec<JsonFix<'a>>,
}

#[derive(Serialize)]
pub struct JsonRange {
    pub start: Position,
    pub end: Position,
}

#[derive(Serialize)]
pub struct JsonFix<'a> {
    pub title: &'a str,
    pub edits: Vec<JsonEdit<'a>>,
}

#[derive(Serialize)]
pub struct JsonEdit<'a> {
    pub range: JsonRange,
    #[serde(rename = "newText")]
    pub new_text: &'a str,
}

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
                        message: d.message.get(lang),
                        help: info.help.get(lang),
                        range: JsonRange {
                            start: located.start,
                            end: located.end,
                        },
                        spec: info.page.url(spec_base),
                        fixes: d
                            .fixes
                            .iter()
                            .zip(&located.edit_positions)
                            .map(|(fix, positions)| JsonFix {
                                title: fix.title.get(lang),
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
