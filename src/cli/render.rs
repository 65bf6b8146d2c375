//! Prints reports: excerpts with markers for people (codespan-reporting), JSON Lines for tools.

use super::probe::Outcome;
use crate::engine::Report;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use codespan_reporting::diagnostic::{Diagnostic, Label, Severity as Level};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use codespan_reporting::term::{self, Config};
use std::io::{IsTerminal, Write};

pub struct Renderer {
    pub json: bool,
    pub lang: Lang,
    pub spec_base: String,
}

impl Renderer {
    pub fn report(&self, label: &str, text: &str, report: &Report) {
        if self.json {
            let json = report.to_json(label, self.lang, &self.spec_base);
            let line = serde_json::to_string(&json).unwrap_or_default();
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{line}");
            return;
        }
        let choice = if std::io::stdout().is_terminal() {
            ColorChoice::Auto
        } else {
            ColorChoice::Never
        };
        let mut out = StandardStream::stdout(choice);
        let file = SimpleFile::new(label, text);
        let config = Config::default();
        for located in &report.diagnostics {
            let d = &located.diagnostic;
            let info = d.code.info();
            let level = match d.severity() {
                Severity::Error => Level::Error,
                Severity::Warning => Level::Warning,
                Severity::Info => Level::Note,
            };
            let mut notes = vec![format!("help: {}", info.help.get(self.lang))];
            for fix in &d.fixes {
                notes.push(format!("fix: {}", fix.title.get(self.lang)));
            }
            if !d.pointer.is_empty() {
                notes.push(format!("at: {}", d.pointer));
            }
            notes.push(format!("spec: {}", info.page.url(&self.spec_base)));
            let diagnostic = Diagnostic::new(level)
                .with_code(info.id)
                .with_message(d.message.get(self.lang))
                .with_labels(vec![Label::primary((), d.span.start..d.span.end)])
                .with_notes(notes);
            let _ = term::emit_to_write_style(&mut out, &config, &file, &diagnostic);
        }
        let _ = writeln!(out, "{}", self.summary(label, report));
    }

    pub fn summary(&self, label: &str, report: &Report) -> String {
        let (errors, warnings, notes) = (
            report.count(Severity::Error),
            report.count(Severity::Warning),
            report.count(Severity::Info),
        );
        let counts = match self.lang {
            Lang::En => format!("{errors} error(s), {warnings} warning(s), {notes} note(s)"),
            Lang::Ru => format!("ошибок: {errors}, предупреждений: {warnings}, заметок: {notes}"),
        };
        format!(
            "{label}: {} — {counts} — {}",
            report.kind.label().get(self.lang),
            report.verdict().get(self.lang)
        )
    }

    pub fn probe(&self, outcome: &Outcome) {
        if self.json {
            let json = outcome.to_json(self.lang, &self.spec_base);
            println!("{}", serde_json::to_string(&json).unwrap_or_default());
            return;
        }
        let ru = self.lang == Lang::Ru;
        let label = |en: &'static str, ru_text: &'static str| if ru { ru_text } else { en };
        println!(
            "{}: {} {}",
            label("probe", "проба"),
            outcome.transport,
            outcome.target
        );
        println!(
            "{}: {}",
            label("era", "эпоха"),
            outcome.era().describe().get(self.lang)
        );
        if let Some(rtt) = outcome.round_trip {
            println!(
                "{}: {:.1} ms",
                label("round trip", "время ответа"),
                rtt.as_secs_f64() * 1000.0
            );
        }
        if let Some(status) = outcome.http_status {
            println!("HTTP: {status}");
        }
        for note in &outcome.notes {
            println!(
                "{}: {}",
                note.severity.as_str(),
                note.message.get(self.lang)
            );
        }
        if let (Some(text), Some(report)) = (&outcome.response, &outcome.report) {
            println!("{}:\n{text}", label("response", "ответ"));
            self.report("response", text, report);
        }
        if !outcome.is_valid() && !outcome.stderr.trim().is_empty() {
            println!(
                "{}:\n{}",
                label("server stderr", "stderr сервера"),
                outcome.stderr.trim_end()
            );
        }
    }
}
