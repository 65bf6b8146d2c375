//! Prints reports: excerpts with markers for people (codespan-reporting), JSON Lines for tools.

use super::inputs::Input;
use super::probe::Note;
use crate::engine::Report;
use crate::prose;
use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, REVISION, counted};
use codespan_reporting::diagnostic::LabelStyle;
use codespan_reporting::diagnostic::{Diagnostic, Label, Severity as Level};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::WriteStyle;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use std::io::{IsTerminal, Write};

mod grouped;
mod legacy;
mod probe;
mod window;

const SEVERITIES: [Severity; 3] = [Severity::Error, Severity::Warning, Severity::Info];

pub struct Renderer {
    pub lang: Lang,
    pub spec_base: String,
    /// Where docs/codes.md is published, if the reader said.
    pub docs_url: Option<String>,
    /// The revision plain answers are judged by (`check --revision`).
    pub revision: &'static str,
}

impl Renderer {
    /// Every document of every input with excerpts, then one line of totals.
    pub fn human(&self, inputs: &[Input]) {
        let (mut documents, mut invalid, mut repeats) = (0, 0, 0);
        let mut counts = [0; 3];
        // The revision of a legacy walk among the inputs, whose answers are judged by it.
        let mut legacy = None;
        for input in inputs {
            let Ok(checked) = &input.content else {
                continue;
            };
            for document in checked.plain_documents() {
                let name = input.name(document);
                let (text, start) = (&checked.text, document.start);
                repeats += self.report(&input.label, &name, (text, start), &document.report, &[]);
                documents += 1;
                invalid += usize::from(!document.report.is_valid());
                for (count, severity) in counts.iter_mut().zip(SEVERITIES) {
                    *count += document.report.count(severity);
                }
            }
            if let Some(walk) = &checked.legacy {
                legacy = Some(walk.negotiated().to_owned());
                let (judgements, repeated) = self.legacy_walk(&input.label, checked, walk);
                repeats += repeated;
                for judgement in judgements {
                    documents += 1;
                    invalid += usize::from(!judgement.is_valid());
                    for (count, severity) in counts.iter_mut().zip(SEVERITIES) {
                        *count += judgement.count(severity);
                    }
                }
            }
        }
        let unreadable = inputs.iter().filter(|i| i.content.is_err()).count();
        let lang = self.lang;
        let files = counted! { en: ["file", "files"], ru: ["файл", "файла", "файлов"] }
            .of(inputs.len(), lang);
        let documents =
            counted! { en: ["document", "documents"], ru: ["документ", "документа", "документов"] }
                .of(documents, lang);
        let findings = self.counts(counts) + &self.repeats(repeats);
        let revision = self.revision;
        let line = match (lang, legacy) {
            (Lang::En, None) => format!(
                "Checked {files}, {documents} against MCP {revision}: {invalid} not valid, {unreadable} unreadable; {findings}"
            ),
            (Lang::En, Some(_)) => format!(
                "Checked {files}, {documents} (the answers of a legacy walk by the revision it negotiated, the rest against MCP {revision}): {invalid} not valid, {unreadable} unreadable; {findings}"
            ),
            (Lang::Ru, None) => format!(
                "Проверено: {files}, {documents} (MCP {revision}); не соответствуют: {invalid}, не прочитано: {unreadable}; {findings}"
            ),
            (Lang::Ru, Some(_)) => format!(
                "Проверено: {files}, {documents} (ответы прежнего сервера\u{a0}— по согласованной с ним ревизии, остальное\u{a0}— по MCP {revision}); не соответствуют: {invalid}, не прочитано: {unreadable}; {findings}"
            ),
        };
        println!("{}", self.typeset(&line));
    }

    /// What the totals add when some findings were shown once for several places: the counts
    /// still count each place.
    fn repeats(&self, repeats: usize) -> String {
        match (repeats, self.lang) {
            (0, _) => String::new(),
            (_, Lang::En) => format!("; repeats shown once with their places: {repeats}"),
            (_, Lang::Ru) => format!("; повторов, сведённых в список мест: {repeats}"),
        }
    }

    /// One JSON object per document, a line each.
    pub fn json_lines(&self, inputs: &[Input]) {
        let mut out = std::io::stdout().lock();
        for input in inputs {
            let Ok(checked) = &input.content else {
                continue;
            };
            for document in checked.plain_documents() {
                let name = input.name(document);
                let json = document.report.to_json(&name, self.lang, &self.spec_base);
                let _ = writeln!(out, "{}", serde_json::to_string(&json).unwrap_or_default());
            }
            for judgement in checked.judgements() {
                let name = format!("{}:{}", input.label, judgement.line);
                let json = self.legacy_json(&name, checked.legacy.as_ref(), &judgement);
                let _ = writeln!(out, "{}", serde_json::to_string(&json).unwrap_or_default());
            }
        }
    }

    /// Where a code is documented: its entry in docs/codes.md when the reader said where that
    /// is published, else the page of the specification it rests on.
    pub fn code_docs(&self, code: Code) -> String {
        let info = code.info();
        match &self.docs_url {
            Some(url) => format!("{url}#{}", info.id.replace('/', "")),
            None => info.page.url(&self.spec_base),
        }
    }

    /// What tells about the tool: the codes documentation, else the specification it checks.
    pub fn docs_home(&self) -> String {
        self.docs_url.clone().unwrap_or_else(|| {
            let base = self.spec_base.trim_end_matches('/');
            format!("{base}/specification/{REVISION}")
        })
    }

    /// The message of a JUnit failure: how many findings reach the threshold.
    pub fn failure_count(&self, count: usize, fail_on: Severity) -> String {
        match fail_on {
            Severity::Error => Severity::Error.noun(),
            _ => counted! { en: ["finding", "findings"], ru: ["замечание", "замечания", "замечаний"] },
        }
        .of(count, self.lang)
    }

    /// "2 errors, 1 warning, 0 notes" from the counts of each severity.
    fn counts(&self, counts: [usize; 3]) -> String {
        let parts: Vec<String> = (SEVERITIES.iter().zip(counts))
            .map(|(severity, count)| severity.noun().of(count, self.lang))
            .collect();
        parts.join(", ")
    }

    /// The findings of one document as excerpts of `text`, the input `file`, then its summary
    /// line, which calls it `name` (`a.jsonl:3` for a line of a JSON Lines file) and counts
    /// the probe's `notes` of its exchange too. The document starts at byte `start` of `text`.
    /// Returns how many findings repeat one shown before.
    pub fn report(
        &self,
        file: &str,
        name: &str,
        (text, start): (&str, usize),
        report: &Report,
        notes: &[Note],
    ) -> usize {
        let mut out = terminal();
        let document = text.get(start..).unwrap_or_default();
        let repeats = self.excerpts(&mut out, &SimpleFile::new(file, text), document, report);
        let _ = writeln!(out, "{name}: {}", self.verdict(report, notes));
        repeats
    }

    /// The findings of one report as excerpts of `source`, with help, fixes, place and page; a
    /// finding said at several places of `document` once, with the others named. Returns how
    /// many findings were told that way, beside the one shown.
    fn excerpts(
        &self,
        out: &mut StandardStream,
        source: &SimpleFile<&str, &str>,
        document: &str,
        report: &Report,
    ) -> usize {
        let mut repeats = 0;
        for group in grouped::groups(report, document, self.lang) {
            let d = &group.first.diagnostic;
            let info = d.code.info();
            let level = level(d.severity());
            let [help, fix, at, spec] = match self.lang {
                Lang::En => ["help", "fix", "at", "spec"],
                Lang::Ru => ["подсказка", "исправление", "место", "спецификация"],
            };
            let mut notes = vec![format!(
                "{help}: {}",
                self.typeset(info.help.get(self.lang))
            )];
            for one in &d.fixes {
                notes.push(format!("{fix}: {}", self.typeset(&one.title(self.lang))));
            }
            if !d.pointer.is_empty() {
                notes.push(format!("{at}: {}", d.pointer));
            }
            if !group.more.is_empty() {
                notes.push(self.also_at(&group.more));
                repeats += group.more.len();
            }
            notes.push(format!("{spec}: {}", d.page().url(&self.spec_base)));
            let diagnostic = Diagnostic::new(level)
                .with_code(info.id)
                .with_message(self.typeset(&d.message(self.lang)))
                .with_labels(vec![Label::primary((), d.span.start..d.span.end)])
                .with_notes(notes);
            let mut named = SeverityNamed {
                inner: &mut *out,
                name: severity_name(d.severity(), self.lang),
                naming: false,
            };
            window::emit(&mut named, source, &diagnostic);
        }
        repeats
    }

    /// The line under a finding that names the other places it is said at: the first few,
    /// and how many more.
    fn also_at(&self, more: &[String]) -> String {
        const NAMED: usize = 5;
        let places =
            counted! { en: ["more place", "more places"], ru: ["месте", "местах", "местах"] }
                .of(more.len(), self.lang);
        let named = prose::inert_line(&more[..more.len().min(NAMED)].join(", "));
        match (self.lang, more.len().saturating_sub(NAMED)) {
            (Lang::En, 0) => format!("also at {places}: {named}"),
            (Lang::En, rest) => format!("also at {places}: {named} and {rest} more"),
            (Lang::Ru, 0) => format!("то же ещё в {places}: {named}"),
            (Lang::Ru, rest) => format!("то же ещё в {places}: {named} и ещё {rest}"),
        }
    }

    pub fn summary(&self, label: &str, report: &Report) -> String {
        format!("{label}: {}", self.verdict(report, &[]))
    }

    /// What the document is, its counts and the verdict: the report's findings, and `notes`
    /// the probe made of the exchange it came in.
    fn verdict(&self, report: &Report, notes: &[Note]) -> String {
        let noted = |severity| notes.iter().filter(|n| n.severity() == severity).count();
        let counts = SEVERITIES.map(|severity| report.count(severity) + noted(severity));
        let valid = report.is_valid() && noted(Severity::Error) == 0;
        self.typeset(&format!(
            "{} — {} — {}",
            report.kind.label().get(self.lang),
            self.counts(counts),
            report.verdict_when(valid).get(self.lang)
        ))
    }

    /// The probe's notes, one a line, each after its severity.
    fn notes(&self, notes: &[Note]) {
        for note in notes {
            println!(
                "{}[{}]: {}",
                severity_name(note.severity(), self.lang),
                note.code.id(),
                self.typeset(note.message.get(self.lang))
            );
            for line in self.code_notes(note.code) {
                println!("  = {line}");
            }
        }
    }

    /// What a finding of the command line's own shows under its message, as the engine's
    /// findings do: its code's help and the page of the specification it rests on.
    pub(super) fn code_notes(&self, code: Code) -> [String; 2] {
        let [help, spec] = match self.lang {
            Lang::En => ["help", "spec"],
            Lang::Ru => ["подсказка", "спецификация"],
        };
        let info = code.info();
        [
            format!("{help}: {}", self.typeset(info.help.get(self.lang))),
            format!("{spec}: {}", info.page.url(&self.spec_base)),
        ]
    }

    /// A sentence as a terminal shows it: code spans as plain text, without their backticks,
    /// the rest with the typography of the reader's language, and a server's control or
    /// direction-changing characters as code points (`prose`).
    fn typeset(&self, sentence: &str) -> String {
        prose::inert_line(&prose::plain(sentence, self.lang))
    }
}

/// Standard output, coloured when it is a terminal.
fn terminal() -> StandardStream {
    StandardStream::stdout(match std::io::stdout().is_terminal() {
        true => ColorChoice::Auto,
        false => ColorChoice::Never,
    })
}

/// codespan-reporting's name for a severity.
fn level(severity: Severity) -> Level {
    match severity {
        Severity::Error => Level::Error,
        Severity::Warning => Level::Warning,
        Severity::Info => Level::Note,
    }
}

/// The name a finding's header starts with: `error[ttl/negative]: …`, `ошибка[ttl/negative]: …`.
fn severity_name(severity: Severity, lang: Lang) -> &'static str {
    match (lang, severity) {
        (Lang::En, Severity::Error) => "error",
        (Lang::En, Severity::Warning) => "warning",
        (Lang::En, Severity::Info) => "note",
        (Lang::Ru, Severity::Error) => "ошибка",
        (Lang::Ru, Severity::Warning) => "предупреждение",
        (Lang::Ru, Severity::Info) => "заметка",
    }
}

/// A writer for codespan-reporting that names the severity in the reader's language (the
/// library writes the English name as the first text after `set_header`, and nothing else
/// follows that call, so that one write is replaced by `name`), and that shows control and
/// direction-changing characters of a document or a server's words as code points
/// (`prose::inert`): an excerpt of a hostile file cannot recolour, retitle or reorder the
/// terminal. Carets under such a line may then stand a few columns off; the text is safe.
struct SeverityNamed<'w, W: WriteStyle> {
    inner: &'w mut W,
    name: &'static str,
    /// `set_header` was called and its name is not written yet.
    naming: bool,
}

impl<W: WriteStyle> Write for SeverityNamed<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if std::mem::take(&mut self.naming) {
            self.inner.write_all(self.name.as_bytes())?;
            return Ok(buf.len());
        }
        match std::str::from_utf8(buf) {
            Ok(text) if text.chars().any(prose::is_odd) => {
                self.inner.write_all(prose::inert(text).as_bytes())?;
                Ok(buf.len())
            }
            _ => self.inner.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

impl<W: WriteStyle> WriteStyle for SeverityNamed<'_, W> {
    fn set_header(&mut self, severity: Level) -> std::io::Result<()> {
        self.naming = true;
        self.inner.set_header(severity)
    }

    fn set_header_message(&mut self) -> std::io::Result<()> {
        self.inner.set_header_message()
    }

    fn set_line_number(&mut self) -> std::io::Result<()> {
        self.inner.set_line_number()
    }

    fn set_note_bullet(&mut self) -> std::io::Result<()> {
        self.inner.set_note_bullet()
    }

    fn set_source_border(&mut self) -> std::io::Result<()> {
        self.inner.set_source_border()
    }

    fn set_label(&mut self, severity: Level, style: LabelStyle) -> std::io::Result<()> {
        self.inner.set_label(severity, style)
    }

    fn reset(&mut self) -> std::io::Result<()> {
        self.inner.reset()
    }
}
