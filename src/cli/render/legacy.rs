//! A saved legacy walk as `check` prints it: each answer judged by the revision the server
//! negotiated, with excerpts for people and an ordered object for `--format json`.

use super::{Renderer, SEVERITIES, SeverityNamed, level, severity_name, terminal, window};
use crate::cli::inputs::Checked;
use crate::cli::message::{Message, msg};
use crate::cli::probe::saved::{Judgement, Saved};
use crate::engine::JsonRange;
use crate::spec::codes::Severity;
use crate::spec::{Lang, REVISION};
use codespan_reporting::diagnostic::{Diagnostic, Label};
use codespan_reporting::files::SimpleFile;
use std::io::Write;

impl Renderer {
    /// A saved legacy walk's answers, each with its findings (the engine's, then the probe's
    /// notes) as excerpts of the file `file` and its summary line; then where the migration to
    /// this revision is told. Returns the judgements, and how many findings repeat one shown
    /// before.
    pub(super) fn legacy_walk<'w>(
        &self,
        file: &str,
        checked: &'w Checked,
        walk: &Saved,
    ) -> (Vec<Judgement<'w>>, usize) {
        let mut out = terminal();
        let source = SimpleFile::new(file, checked.text.as_str());
        let (negotiated, judged_by) = (walk.negotiated(), walk.judged_by());
        let said = msg!(
            "{}: the probe's walk of a server of an earlier revision; negotiated through `initialize`: {}; answers judged by revision: {}",
            "{}: записанный пробой обход сервера прежней ревизии; согласовано через `initialize`: {}; ответы проверены по ревизии: {}",
            file,
            negotiated,
            judged_by
        );
        let _ = writeln!(out, "{}", self.typeset(said.get(self.lang)));
        let judgements = checked.judgements();
        let mut repeats = 0;
        for judgement in &judgements {
            let document = checked.text.get(judgement.head.start..).unwrap_or_default();
            repeats += self.excerpts(&mut out, &source, document, judgement.report);
            for note in &judgement.notes {
                let head = judgement.head;
                let diagnostic = Diagnostic::new(level(note.severity()))
                    .with_code(note.code.id())
                    .with_message(self.typeset(note.message.get(self.lang)))
                    .with_labels(vec![Label::primary((), head.start..head.end)])
                    .with_notes(self.code_notes(note.code).into());
                let mut named = SeverityNamed {
                    inner: &mut out,
                    name: severity_name(note.severity(), self.lang),
                    naming: false,
                };
                window::emit(&mut named, &source, &diagnostic);
            }
            let counts = self.counts(SEVERITIES.map(|s| judgement.count(s)));
            let verdict = match (judgement.is_valid(), self.lang) {
                (true, Lang::En) => format!("valid for {judged_by}"),
                (false, Lang::En) => format!("not valid for {judged_by}"),
                (true, Lang::Ru) => format!("соответствует ревизии {judged_by}"),
                (false, Lang::Ru) => format!("не соответствует ревизии {judged_by}"),
            };
            let by = match self.lang {
                Lang::En => "judged by",
                Lang::Ru => "по ревизии",
            };
            let _ = writeln!(
                out,
                "{file}:{}: {}  {by} {judged_by}\u{a0}— {counts}\u{a0}— {verdict}",
                judgement.line,
                self.exchange_name(judgement.exchange),
            );
        }
        let _ = writeln!(
            out,
            "{}",
            self.typeset(migration_hint(negotiated, file).get(self.lang))
        );
        (judgements, repeats)
    }

    /// One answer of a saved legacy walk as `check --format json` prints it.
    pub(super) fn legacy_json<'a>(
        &self,
        name: &'a str,
        walk: Option<&'a Saved>,
        judgement: &'a Judgement,
    ) -> JsonJudged<'a> {
        JsonJudged {
            input: name,
            method: judgement.exchange.method,
            cursor: judgement.exchange.cursor.as_deref(),
            negotiated: walk.map(Saved::negotiated),
            judged_by: walk.map(Saved::judged_by),
            valid: judgement.is_valid(),
            errors: judgement.count(Severity::Error),
            warnings: judgement.count(Severity::Warning),
            infos: judgement.count(Severity::Info),
            diagnostics: (judgement.report.diagnostics.iter())
                .map(|located| {
                    let d = &located.diagnostic;
                    JsonJudgedFinding {
                        severity: d.severity(),
                        code: d.code.id(),
                        pointer: &d.pointer,
                        message: d.message(self.lang),
                        range: Some(JsonRange {
                            start: located.start,
                            end: located.end,
                        }),
                    }
                })
                .chain(judgement.notes.iter().map(|note| JsonJudgedFinding {
                    severity: note.severity(),
                    code: note.code.id(),
                    pointer: "",
                    message: note.message.get(self.lang).to_owned(),
                    range: None,
                }))
                .collect(),
        }
    }
}

/// A saved legacy walk's answer in `check --format json`: what a document's object says, with
/// the method it answers and the revision it is judged by instead of its kind.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct JsonJudged<'a> {
    input: &'a str,
    method: &'static str,
    cursor: Option<&'a str>,
    negotiated: Option<&'a str>,
    judged_by: Option<&'static str>,
    valid: bool,
    errors: usize,
    warnings: usize,
    infos: usize,
    diagnostics: Vec<JsonJudgedFinding<'a>>,
}

#[derive(serde::Serialize)]
struct JsonJudgedFinding<'a> {
    severity: Severity,
    /// A code of the catalogue: the engine's, or the probe's (`probe/…`) for what it noted.
    code: &'static str,
    pointer: &'a str,
    message: String,
    /// Where the engine's finding is in the file; a note is about its answer as a whole.
    #[serde(skip_serializing_if = "Option::is_none")]
    range: Option<JsonRange>,
}

/// Where a saved legacy walk's reader learns what 2026-07-28 asks of the server.
fn migration_hint(negotiated: &str, file: &str) -> Message {
    msg!(
        "The server speaks revision {}. What it needs to answer as a {} server, with the documents to give, is in the migration report: `mcp-anatomy check --format markdown {}`",
        "Сервер поддерживает ревизию {}. Что ему нужно, чтобы отвечать как сервер ревизии {}, и какие документы отдавать, сказано в отчёте о переходе: `mcp-anatomy check --format markdown {}`",
        negotiated,
        REVISION,
        file
    )
}
