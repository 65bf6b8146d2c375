//! The probe's human output: the era, a line per exchange with its verdict, the details of the
//! exchanges that have findings, and the totals.

use super::{Renderer, SEVERITIES};
use crate::cli::probe::{Exchange, Note, Outcome};
use crate::prose;
use crate::spec::{Lang, REVISION, counted};

impl Renderer {
    /// The probe as a doctor's summary: the era, one line per exchange; then the details of
    /// every exchange that has any, and with `verbose` of every exchange, with the answer as the
    /// server sent it. Returns how many findings repeat one shown before.
    pub fn probe(&self, outcome: &Outcome, verbose: bool) -> usize {
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
            label("server", "сервер"),
            self.typeset(outcome.era().describe().get(self.lang))
        );
        // A server that ended, or was never reached, is told first: why, and what it said.
        let stderr = || {
            println!(
                "{}:\n{}",
                label("server stderr", "поток ошибок сервера (stderr)"),
                prose::inert(outcome.stderr.trim_end())
            )
        };
        if outcome.era().is_out_of_reach() {
            self.notes(&outcome.discover.answer.notes);
            if !outcome.stderr.trim().is_empty() {
                stderr();
            }
            return 0;
        }
        if let Some(legacy) = &outcome.legacy {
            let negotiated = legacy.negotiated.as_deref().unwrap_or("—");
            println!(
                "{}: {negotiated}; {}: {}",
                self.typeset(label(
                    "negotiated through `initialize`",
                    "согласовано через `initialize`"
                )),
                label("answers judged by revision", "ответы проверены по ревизии"),
                legacy.judged_by
            );
            self.notes(&legacy.notes);
        }
        let exchanges: Vec<&Exchange> = outcome.exchanges().collect();
        for exchange in &exchanges {
            println!("  {}", self.exchange_line(exchange));
        }
        let mut repeats = 0;
        for exchange in &exchanges {
            let answer = &exchange.answer;
            let quiet = !verbose
                && answer.notes.is_empty()
                && exchange
                    .report
                    .as_ref()
                    .is_none_or(|r| r.diagnostics.is_empty());
            if quiet {
                continue;
            }
            println!("\n{}", self.exchange_name(exchange));
            self.notes(&answer.notes);
            if let Some((text, report)) = exchange.reported() {
                if verbose {
                    let shown = match answer.text {
                        Some(_) => label("response", "ответ"),
                        None => label("request", "запрос"),
                    };
                    println!("{shown}:\n{}", prose::inert(text));
                }
                let name = self.exchange_name(exchange);
                repeats += self.report(&name, &name, (text, 0), report, &answer.notes);
            }
        }
        if !outcome.is_valid() && !outcome.stderr.trim().is_empty() {
            stderr();
        }
        repeats
    }

    /// The probe's last line: how many requests, how many answers are not valid, the findings
    /// of each severity (the engine's and the probe's notes), as `check` ends.
    pub fn probe_totals(&self, outcome: &Outcome, repeats: usize) -> String {
        let lang = self.lang;
        let exchanges: Vec<&Exchange> = outcome.exchanges().collect();
        let invalid = exchanges.iter().filter(|e| !e.is_valid()).count();
        let handshake = outcome.legacy.iter().flat_map(|l| &l.notes);
        let notes: Vec<&Note> = (exchanges.iter().flat_map(|e| &e.answer.notes))
            .chain(handshake)
            .collect();
        let counts = SEVERITIES.map(|severity| {
            let reported = exchanges.iter().filter_map(|e| e.report.as_ref());
            reported.map(|r| r.count(severity)).sum::<usize>()
                + notes.iter().filter(|n| n.severity() == severity).count()
        });
        let findings = self.counts(counts) + &self.repeats(repeats);
        let requests =
            counted! { en: ["request", "requests"], ru: ["запрос", "запроса", "запросов"] }
                .of(exchanges.len(), lang);
        let line = match (lang, outcome.legacy.as_ref().map(|l| l.judged_by)) {
            (Lang::En, None) => format!(
                "Sent {requests}, answers judged against MCP {REVISION}: {invalid} not valid; {findings}"
            ),
            (Lang::En, Some(by)) => format!(
                "Sent {requests}, answers from `initialize` on judged by revision {by}, that of `server/discover` against MCP {REVISION}: {invalid} not valid; {findings}"
            ),
            (Lang::Ru, None) => format!(
                "Отправлено: {requests}, ответы проверены по MCP {REVISION}; не соответствуют: {invalid}; {findings}"
            ),
            (Lang::Ru, Some(by)) => format!(
                "Отправлено: {requests}, ответы начиная с `initialize` проверены по ревизии {by}, ответ на `server/discover`\u{a0}— по MCP {REVISION}; не соответствуют: {invalid}; {findings}"
            ),
        };
        self.typeset(&line)
    }

    /// The method of an exchange, with the cursor of a later page, in the reader's language.
    pub(super) fn exchange_name(&self, exchange: &Exchange) -> String {
        match (&exchange.cursor, self.lang) {
            (Some(cursor), Lang::Ru) => format!("{} (курсор «{cursor}»)", exchange.method),
            _ => exchange.name(),
        }
    }

    /// `tools/list (cursor "2")  HTTP 200  3.1 ms  tools/list response — 0 errors, … — valid`.
    fn exchange_line(&self, exchange: &Exchange) -> String {
        let answer = &exchange.answer;
        let mut line = format!("{:<34}", self.exchange_name(exchange));
        if let Some(status) = answer.http_status {
            line.push_str(&format!("  HTTP {status}"));
        }
        if let Some(round_trip) = answer.round_trip {
            let milliseconds = format!("{:.1}", round_trip.as_secs_f64() * 1000.0);
            line.push_str(&match self.lang {
                Lang::En => format!("  {milliseconds:>8} ms"),
                Lang::Ru => format!("  {:>8} мс", milliseconds.replace('.', ",")),
            });
        }
        match (&answer.text, &exchange.report) {
            (Some(_), Some(report)) if exchange.judged_by != REVISION => {
                let counts = SEVERITIES.map(|severity| {
                    let noted = answer.notes.iter().filter(|n| n.severity() == severity);
                    report.count(severity) + noted.count()
                });
                let by = match self.lang {
                    Lang::En => "judged by",
                    Lang::Ru => "по ревизии",
                };
                line.push_str(&format!(
                    "  {by} {}\u{a0}— {}",
                    exchange.judged_by,
                    self.counts(counts)
                ));
            }
            (Some(_), Some(report)) => {
                line.push_str(&format!("  {}", self.verdict(report, &answer.notes)));
            }
            _ => line.push_str(match self.lang {
                Lang::En => "  no answer",
                Lang::Ru => "  нет ответа",
            }),
        }
        line
    }
}
