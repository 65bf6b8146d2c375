//! The validation engine: text in, a [`Report`] out. Pure Rust with no I/O and no web
//! dependency; the editor, the JS API and the command line all call [`check`].

mod diagnostic;
mod edits;
mod fields;
pub mod finding;
mod format;
pub mod json;
mod names;
mod numbers;
pub mod pointer;
mod render;
mod rules;
mod syntax;

pub use diagnostic::{
    Diagnostic, Fix, Position, Span, TextEdit, apply_edits, edit_order, resolve_positions,
};
pub use fields::{FieldState, FieldStatus};
pub use finding::{Finding, FixTitle};
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
    /// Bytes that are not UTF-8 text.
    NotUtf8,
    NotJson,
    /// A JSON-RPC response with a result.
    DiscoverResponse,
    /// The result object alone.
    DiscoverResult,
    ToolsListResponse,
    ToolsListResult,
    PromptsListResponse,
    PromptsListResult,
    ResourcesListResponse,
    ResourcesListResult,
    ResourceTemplatesListResponse,
    ResourceTemplatesListResult,
    ResourcesReadResponse,
    ResourcesReadResult,
    /// An interim `input_required` result, or a response carrying one.
    InputRequiredResponse,
    InputRequiredResult,
    /// Error -32022: a valid modern answer declining the requested revision.
    UnsupportedVersion,
    /// An error that sends a client back to `initialize`: -32601 (the server does not know
    /// `server/discover`), or any error MCP does not define for it.
    LegacyServer,
    /// Error -32020 or -32021: a modern server refused this request.
    ModernRefusal,
    ErrorResponse,
    Request,
    Batch,
    OtherJson,
}

impl DocumentKind {
    pub const ALL: &[DocumentKind] = &[
        DocumentKind::Empty,
        DocumentKind::NotUtf8,
        DocumentKind::NotJson,
        DocumentKind::DiscoverResponse,
        DocumentKind::DiscoverResult,
        DocumentKind::ToolsListResponse,
        DocumentKind::ToolsListResult,
        DocumentKind::PromptsListResponse,
        DocumentKind::PromptsListResult,
        DocumentKind::ResourcesListResponse,
        DocumentKind::ResourcesListResult,
        DocumentKind::ResourceTemplatesListResponse,
        DocumentKind::ResourceTemplatesListResult,
        DocumentKind::ResourcesReadResponse,
        DocumentKind::ResourcesReadResult,
        DocumentKind::InputRequiredResponse,
        DocumentKind::InputRequiredResult,
        DocumentKind::UnsupportedVersion,
        DocumentKind::LegacyServer,
        DocumentKind::ModernRefusal,
        DocumentKind::ErrorResponse,
        DocumentKind::Request,
        DocumentKind::Batch,
        DocumentKind::OtherJson,
    ];

    pub fn id(self) -> &'static str {
        match self {
            DocumentKind::Empty => "empty",
            DocumentKind::NotUtf8 => "not-utf8",
            DocumentKind::NotJson => "not-json",
            DocumentKind::DiscoverResponse => "discover-response",
            DocumentKind::DiscoverResult => "discover-result",
            DocumentKind::ToolsListResponse => "tools-list-response",
            DocumentKind::ToolsListResult => "tools-list-result",
            DocumentKind::PromptsListResponse => "prompts-list-response",
            DocumentKind::PromptsListResult => "prompts-list-result",
            DocumentKind::ResourcesListResponse => "resources-list-response",
            DocumentKind::ResourcesListResult => "resources-list-result",
            DocumentKind::ResourceTemplatesListResponse => "resource-templates-list-response",
            DocumentKind::ResourceTemplatesListResult => "resource-templates-list-result",
            DocumentKind::ResourcesReadResponse => "resources-read-response",
            DocumentKind::ResourcesReadResult => "resources-read-result",
            DocumentKind::InputRequiredResponse => "input-required-response",
            DocumentKind::InputRequiredResult => "input-required-result",
            DocumentKind::UnsupportedVersion => "unsupported-version",
            DocumentKind::LegacyServer => "legacy-server",
            DocumentKind::ModernRefusal => "modern-refusal",
            DocumentKind::ErrorResponse => "error-response",
            DocumentKind::Request => "request",
            DocumentKind::Batch => "batch",
            DocumentKind::OtherJson => "other-json",
        }
    }

    /// The text is (or is meant as) an answer to `server/discover`: the field table is its own.
    pub fn is_discover(self) -> bool {
        !matches!(
            self,
            DocumentKind::ToolsListResponse
                | DocumentKind::ToolsListResult
                | DocumentKind::PromptsListResponse
                | DocumentKind::PromptsListResult
                | DocumentKind::ResourcesListResponse
                | DocumentKind::ResourcesListResult
                | DocumentKind::ResourceTemplatesListResponse
                | DocumentKind::ResourceTemplatesListResult
                | DocumentKind::ResourcesReadResponse
                | DocumentKind::ResourcesReadResult
                | DocumentKind::InputRequiredResponse
                | DocumentKind::InputRequiredResult
        )
    }

    /// A result object alone, without the JSON-RPC envelope.
    pub fn is_bare_result(self) -> bool {
        matches!(
            self,
            DocumentKind::DiscoverResult
                | DocumentKind::ToolsListResult
                | DocumentKind::PromptsListResult
                | DocumentKind::ResourcesListResult
                | DocumentKind::ResourceTemplatesListResult
                | DocumentKind::ResourcesReadResult
                | DocumentKind::InputRequiredResult
        )
    }

    /// A short name for summaries.
    pub fn label(self) -> Text {
        match self {
            DocumentKind::Empty => text! { en: "empty input", ru: "пустой ввод" },
            DocumentKind::NotUtf8 => text! { en: "not UTF-8 text", ru: "текст не в UTF-8" },
            DocumentKind::NotJson => text! { en: "not JSON", ru: "не JSON" },
            DocumentKind::DiscoverResponse => {
                text! { en: "server/discover response", ru: "ответ на server/discover" }
            }
            DocumentKind::DiscoverResult => {
                text! { en: "discover result (no envelope)", ru: "результат server/discover (без обёртки)" }
            }
            DocumentKind::ToolsListResponse => {
                text! { en: "tools/list response", ru: "ответ на tools/list" }
            }
            DocumentKind::ToolsListResult => {
                text! { en: "tools/list result (no envelope)", ru: "результат tools/list (без обёртки)" }
            }
            DocumentKind::PromptsListResponse => {
                text! { en: "prompts/list response", ru: "ответ на prompts/list" }
            }
            DocumentKind::PromptsListResult => {
                text! { en: "prompts/list result (no envelope)", ru: "результат prompts/list (без обёртки)" }
            }
            DocumentKind::ResourcesListResponse => {
                text! { en: "resources/list response", ru: "ответ на resources/list" }
            }
            DocumentKind::ResourcesListResult => {
                text! { en: "resources/list result (no envelope)", ru: "результат resources/list (без обёртки)" }
            }
            DocumentKind::ResourceTemplatesListResponse => {
                text! { en: "resources/templates/list response", ru: "ответ на resources/templates/list" }
            }
            DocumentKind::ResourceTemplatesListResult => {
                text! { en: "resources/templates/list result (no envelope)", ru: "результат resources/templates/list (без обёртки)" }
            }
            DocumentKind::ResourcesReadResponse => {
                text! { en: "resources/read response", ru: "ответ на resources/read" }
            }
            DocumentKind::ResourcesReadResult => {
                text! { en: "resources/read result (no envelope)", ru: "результат resources/read (без обёртки)" }
            }
            DocumentKind::InputRequiredResponse => {
                text! { en: "response asking for input (input_required)", ru: "ответ с запросом ввода (input_required)" }
            }
            DocumentKind::InputRequiredResult => {
                text! { en: "input_required result (no envelope)", ru: "результат input_required (без обёртки)" }
            }
            DocumentKind::UnsupportedVersion => {
                text! { en: "unsupported-version error (-32022)", ru: "ошибка неподдерживаемой версии (-32022)" }
            }
            DocumentKind::LegacyServer => {
                text! { en: "legacy server: the client falls back to initialize", ru: "прежний сервер: клиент делает откат на initialize" }
            }
            DocumentKind::ModernRefusal => {
                text! { en: "modern server refusing this request", ru: "современный сервер отказал в этом запросе" }
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

/// Checks `text` as an answer of an MCP 2026-07-28 server: to `server/discover`, or to the
/// method of the cacheable result its members show.
pub fn check(text: &str) -> Report {
    check_answer(text, None)
}

/// Checks `text` as the answer to `method` when it is given: a result is read as that
/// method's, and an error to any method but `server/discover` says nothing about the server's
/// era.
pub fn check_answer(text: &str, method: Option<&str>) -> Report {
    let mut out = Vec::new();
    let mut found = fields::Found::default();
    let kind = classify_and_check(text, &mut out, &mut found, method);
    first_values_of_repeats(text, &mut out, method);
    locate(text, kind, out, found)
}

/// Checks bytes as read from a file or a pipe: text that is not UTF-8 still gets a report,
/// naming the offset of the first bad byte.
pub fn check_bytes(bytes: &[u8]) -> (std::borrow::Cow<'_, str>, Report) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.into(), check(text)),
        Err(error) => {
            let offset = error.valid_up_to();
            let text = String::from_utf8_lossy(bytes);
            // The lossy text has the same bytes up to the first bad one.
            let diagnostic = Diagnostic {
                code: Code::NotUtf8,
                pointer: String::new(),
                span: Span::new(offset, offset),
                finding: Finding::NotUtf8 { offset },
                fixes: Vec::new(),
            };
            let report = locate(
                &text,
                DocumentKind::NotUtf8,
                vec![diagnostic],
                fields::Found::default(),
            );
            (text, report)
        }
    }
}

fn diagnostic(code: Code, pointer: &str, span: Span, finding: Finding) -> Diagnostic {
    Diagnostic {
        code,
        pointer: pointer.to_owned(),
        span,
        finding,
        fixes: Vec::new(),
    }
}

fn classify_and_check(
    text: &str,
    out: &mut Vec<Diagnostic>,
    found: &mut fields::Found,
    method: Option<&str>,
) -> DocumentKind {
    if text.trim().is_empty() {
        out.push(diagnostic(
            Code::Empty,
            "",
            Span::new(0, text.len()),
            Finding::Empty,
        ));
        return DocumentKind::Empty;
    }
    let without_bom;
    let text = match text.strip_prefix('\u{feff}') {
        None => text,
        Some(rest) => {
            report_bom(out, text.len() - rest.len());
            // Spaces of the same length keep every offset; the rest is checked as usual.
            without_bom = format!("{:width$}{rest}", "", width = text.len() - rest.len());
            &without_bom
        }
    };
    let arena = json::arena_for(text);
    let parsed = match syntax::parse(text, &arena) {
        Ok(parsed) => parsed,
        Err(diagnostic) => {
            out.push(*diagnostic);
            return DocumentKind::NotJson;
        }
    };
    syntax::check_tree(text, &parsed, out);
    let root = parsed.root;
    let mut checker = Checker::new(text);
    checker.method = method;
    let kind = match &root {
        Value::Object(object) => {
            let has = |name: &str| object.members.iter().any(|p| p.name() == name);
            if has("method") {
                out.push(request(object));
                DocumentKind::Request
            } else if ["jsonrpc", "id", "result", "error"].iter().any(|m| has(m)) {
                rules::response(&mut checker, object, &root)
            } else if let Some(result) = (method.and_then(rules::ResultKind::of_method))
                .or_else(|| rules::ResultKind::of(object))
            {
                checker.check_def(&root, result.def, &pointer::Path::Base(""));
                result.bare
            } else {
                out.push(diagnostic(
                    Code::NotAResponse,
                    "",
                    root.head(),
                    Finding::NoKnownMembers,
                ));
                DocumentKind::OtherJson
            }
        }
        Value::Array(array)
            if !array.elements.is_empty()
                && array.elements.iter().all(|e| matches!(e, Value::Object(_))) =>
        {
            let count = array.elements.len();
            out.push(diagnostic(
                Code::Batch,
                "",
                root.head(),
                Finding::Batch { count },
            ));
            DocumentKind::Batch
        }
        other => {
            let finding = Finding::NotAnObject {
                found: finding::JsonType::of(other),
            };
            out.push(diagnostic(Code::NotAResponse, "", other.head(), finding));
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
        | DocumentKind::ModernRefusal
        | DocumentKind::ErrorResponse,
    ) = (&root, kind)
    {
        found.envelope = Some(object.brace());
    }
    kind
}

fn report_bom(out: &mut Vec<Diagnostic>, len: usize) {
    let bom = Span::new(0, len);
    let mut diagnostic = diagnostic(Code::ByteOrderMark, "", bom, Finding::ByteOrderMark);
    diagnostic.fixes.push(Fix {
        title: FixTitle::RemoveByteOrderMark,
        edits: vec![TextEdit {
            span: bom,
            insert: String::new(),
        }],
    });
    out.push(diagnostic);
}

/// A repeated member is read as its last value here, as JavaScript does. Parsers that keep the
/// first value see another document: the same text with the later repeats blanked out (spaces
/// keep every offset). Its errors at a repeated member, absent from ours, are what those
/// parsers get wrong, and the duplicate-key finding says so.
fn first_values_of_repeats(text: &str, out: &mut [Diagnostic], method: Option<&str>) {
    if !out.iter().any(|d| d.code == Code::DuplicateKey) {
        return;
    }
    let arena = json::arena_for(text);
    let Ok(parsed) = json::parse(text, &arena) else {
        return;
    };
    let mut first_wins = text.as_bytes().to_vec();
    blank_later_repeats(&parsed.root, &mut first_wins);
    let Ok(first_wins) = String::from_utf8(first_wins) else {
        return;
    };
    let mut theirs = Vec::new();
    classify_and_check(
        &first_wins,
        &mut theirs,
        &mut fields::Found::default(),
        method,
    );
    let ours: Vec<(Code, String)> = out.iter().map(|d| (d.code, d.pointer.clone())).collect();
    for duplicate in out.iter_mut() {
        let Finding::DuplicateKey { name } = &duplicate.finding else {
            continue;
        };
        let below = |pointer: &str| {
            pointer
                .strip_prefix(duplicate.pointer.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        };
        if let Some(broken) = theirs.iter().find(|d| {
            d.severity() == Severity::Error
                && below(&d.pointer)
                && !ours.contains(&(d.code, d.pointer.clone()))
        }) {
            duplicate.finding = Finding::DuplicateKeyFirstBroken {
                name: name.clone(),
                code: broken.code.id(),
            };
        }
    }
}

/// Replaces every repeat of a member after its first, with one neighbouring comma, by spaces
/// (line breaks kept), so that the first value is the one left.
fn blank_later_repeats(value: &Value<'_>, bytes: &mut [u8]) {
    match value {
        Value::Object(object) => {
            let repeats = object.repeated_members();
            for &index in &repeats {
                let span = edits::removal_span(object.members, index);
                for byte in &mut bytes[span.start..span.end] {
                    if *byte != b'\n' {
                        *byte = b' ';
                    }
                }
            }
            for (index, member) in object.members.iter().enumerate() {
                if !repeats.contains(&index) {
                    blank_later_repeats(&member.value, bytes);
                }
            }
        }
        Value::Array(array) => {
            for element in array.elements {
                blank_later_repeats(element, bytes);
            }
        }
        _ => {}
    }
}

fn request(object: &json::Object<'_>) -> Diagnostic {
    let method = object
        .members
        .iter()
        .find(|p| p.name() == "method")
        .and_then(|p| p.value.as_str())
        .map(str::to_owned)
        .unwrap_or_default();
    let is_notification = !object.members.iter().any(|p| p.name() == "id");
    let shape = match (method.as_str(), is_notification) {
        ("server/discover", _) => finding::RequestShape::Discover,
        (_, true) => finding::RequestShape::Notification(method),
        _ => finding::RequestShape::Other(method),
    };
    diagnostic(
        Code::RequestInsteadOfResponse,
        "/method",
        object.brace(),
        Finding::Request(shape),
    )
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
    pub message: String,
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
    pub title: String,
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
                        message: d.message(lang),
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
