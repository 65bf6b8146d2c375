//! The outputs of conform: a checklist grouped by page (`human`), one JSON object, JUnit XML (a
//! test case per check), GitHub annotations and SARIF (a failed check each, as `check` writes
//! them) and a Markdown table, in either language.

use super::model::{Check, Conformance, Verdict};
use super::reply::Reply;
use crate::cli::ci::{self, xml};
use crate::cli::message::msg;
use crate::cli::model::{Format, Remark, said};
use crate::cli::render::Renderer;
use crate::spec::codes::Severity;
use crate::spec::{Lang, SpecPage};
use serde_json::{Value, json};

/// Prints the run in `format`; `Err` for a format conform does not write.
pub fn print(run: &Conformance, format: Format, renderer: &Renderer) {
    let (lang, base) = (renderer.lang, renderer.spec_base.as_str());
    let text = match format {
        Format::Human => human(run, lang, base),
        Format::Json => json(run, lang, base).to_string() + "\n",
        Format::Junit => junit(run, lang, base),
        Format::Github => ci::github(&[], &remarks(run, lang, base), renderer),
        Format::Sarif => {
            let log = ci::sarif(&[], &remarks(run, lang, base), renderer);
            serde_json::to_string_pretty(&log).unwrap_or_default() + "\n"
        }
        Format::Markdown => markdown(run, lang, base),
    };
    print!("{text}");
}

fn spec_url(check: &Check, base: &str) -> String {
    SpecPage::root(base) + check.section
}

/// `pass`, `fail` (an error or a warning by the check's rule) or `skip`, in the reader's words.
fn verdict_word(check: &Check, lang: Lang) -> &'static str {
    match (check.verdict, check.severity(), lang) {
        (Verdict::Pass, _, Lang::En) => "pass",
        (Verdict::Pass, _, Lang::Ru) => "пройдена",
        (Verdict::Skip, _, Lang::En) => "skip",
        (Verdict::Skip, _, Lang::Ru) => "пропущена",
        (Verdict::Fail, Severity::Error, Lang::En) => "FAIL",
        (Verdict::Fail, Severity::Error, Lang::Ru) => "ОШИБКА",
        (Verdict::Fail, _, Lang::En) => "warn",
        (Verdict::Fail, _, Lang::Ru) => "предупреждение",
    }
}

fn count(run: &Conformance, verdict: Verdict) -> usize {
    run.checks.iter().filter(|c| c.verdict == verdict).count()
}

fn totals(run: &Conformance, lang: Lang) -> String {
    let (pass, fail, skip) = (
        count(run, Verdict::Pass),
        count(run, Verdict::Fail),
        count(run, Verdict::Skip),
    );
    let errors = (run.checks.iter())
        .filter(|c| c.verdict == Verdict::Fail && c.severity() == Severity::Error)
        .count();
    let message = msg!(
        "{} checks: {} passed, {} failed ({} broke a MUST, {} a SHOULD), {} skipped",
        "Проверок: {}; пройдено: {}, не пройдено: {} (нарушенных обязательных требований: {}, рекомендаций: {}), пропущено: {}",
        run.checks.len(),
        pass,
        fail,
        errors,
        fail - errors,
        skip
    );
    said(&message, lang)
}

pub fn human(run: &Conformance, lang: Lang, base: &str) -> String {
    let target = crate::prose::inert_line(&run.target);
    let mut out = format!("conform {target} ({})\n", run.transport);
    if let Some(why) = &run.not_run {
        out.push_str(&format!("\n{}\n", said(why, lang)));
        if run.out_of_reach && !run.stderr.trim().is_empty() {
            // The end of what the server wrote, made inert: it is the server's text.
            let lines: Vec<&str> = run.stderr.trim_end().lines().collect();
            let tail = lines[lines.len().saturating_sub(12)..].join("\n");
            let label = match lang {
                Lang::En => "server stderr",
                Lang::Ru => "поток ошибок сервера (stderr)",
            };
            out.push_str(&format!("\n{label}:\n{}\n", crate::prose::inert(&tail)));
        }
        // Each check skipped for the same reason: the totals say how many.
        if !run.checks.is_empty() {
            out.push_str(&format!("\n{}\n", totals(run, lang)));
        }
        return out;
    }
    // Grouped by page, in the order each page's first check ran.
    let mut pages: Vec<&str> = Vec::new();
    for check in &run.checks {
        let page = check.section.split('#').next().unwrap_or(check.section);
        if !pages.contains(&page) {
            pages.push(page);
        }
    }
    let width = (run.checks.iter())
        .map(|c| verdict_word(c, lang).chars().count())
        .max()
        .unwrap_or(0);
    for page in pages {
        out.push_str(&format!("\n{}\n", SpecPage::root(base) + page));
        let on_page = (run.checks.iter()).filter(|c| c.section.split('#').next() == Some(page));
        for check in on_page {
            out.push_str(&format!(
                "  {:<width$} {:<36} {}\n",
                verdict_word(check, lang),
                check.code.id(),
                said(&check.message, lang)
            ));
            if check.verdict == Verdict::Fail {
                out.push_str(&exchange(check, 4));
            }
        }
    }
    out.push_str(&format!("\n{}\n", totals(run, lang)));
    out
}

/// Under a failed check, what was sent and what came, a line each, cut short and inert (the
/// answer is the server's text).
fn exchange(check: &Check, indent: usize) -> String {
    let short = |text: &str| {
        let line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let cut: String = line.chars().take(160).collect();
        let more = if cut.len() < line.len() { " …" } else { "" };
        crate::prose::inert_line(&cut) + more
    };
    let mut lines = String::new();
    if let Some(request) = &check.request {
        lines.push_str(&format!("{:indent$}→ {}\n", "", short(request)));
    }
    if let Some(text) = check.reply.as_ref().and_then(|r| r.text.as_deref()) {
        lines.push_str(&format!("{:indent$}← {}\n", "", short(text)));
    }
    lines
}

pub fn json(run: &Conformance, lang: Lang, base: &str) -> Value {
    let checks: Vec<Value> = (run.checks.iter())
        .map(|check| {
            json!({
                "id": check.code.id(),
                "outcome": check.verdict.as_str(),
                "severity": check.severity(),
                "spec": spec_url(check, base),
                "message": check.message.get(lang),
                "request": check.request,
                "requestHeaders": check.reply.as_ref()
                    .filter(|r| !r.sent_headers.is_empty())
                    .map(|r| r.sent_headers.iter().map(|(n, v)| json!([n, v])).collect::<Vec<_>>()),
                "answer": check.reply.as_ref().map(|r| json!({
                    "status": r.status,
                    "contentType": r.content_type,
                    "body": r.text,
                })),
                "exchanges": check.exchanges.iter().map(Reply::to_json).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "target": run.target,
        "transport": run.transport,
        "notRun": run.not_run.as_ref().map(|m| m.get(lang)),
        "stderr": run.stderr,
        "checks": checks,
        "totals": {
            "pass": count(run, Verdict::Pass),
            "fail": count(run, Verdict::Fail),
            "skip": count(run, Verdict::Skip),
        },
    })
}

fn junit(run: &Conformance, lang: Lang, base: &str) -> String {
    let mut cases = String::new();
    for check in &run.checks {
        let message = check.message.get(lang);
        let inner = match check.verdict {
            Verdict::Pass => String::new(),
            Verdict::Skip => format!("      <skipped message=\"{}\"/>\n", xml(message)),
            Verdict::Fail => format!(
                "      <failure type=\"{}\" message=\"{}\">{}</failure>\n",
                check.severity().as_str(),
                xml(message),
                xml(&spec_url(check, base))
            ),
        };
        cases.push_str(&format!(
            "    <testcase classname=\"{}\" name=\"{}\">\n{inner}    </testcase>\n",
            xml(check.section.split('#').next().unwrap_or_default()),
            check.code.id()
        ));
    }
    let (tests, failures, skipped) = (
        run.checks.len(),
        count(run, Verdict::Fail),
        count(run, Verdict::Skip),
    );
    // A run that could not start is one test in error.
    let errors = usize::from(run.out_of_reach);
    if let Some(why) = run.not_run.as_ref().filter(|_| run.out_of_reach) {
        cases.push_str(&format!(
            "    <testcase classname=\"conform\" name=\"server/discover\">\n      <error message=\"{}\"/>\n    </testcase>\n",
            xml(why.get(lang))
        ));
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"mcp-anatomy conform\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\">\n  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\">\n{cases}  </testsuite>\n</testsuites>\n",
        tests + errors,
        xml(&run.target),
        tests + errors
    )
}

/// The failed checks as the remarks of the CI formats (`github`, `sarif`), each about the
/// section of the page it rests on.
pub fn remarks(run: &Conformance, lang: Lang, base: &str) -> Vec<Remark> {
    (run.checks.iter())
        .filter(|c| c.verdict == Verdict::Fail)
        .map(|check| Remark {
            code: check.code,
            about: spec_url(check, base),
            message: check.message.get(lang).to_owned(),
            place: None,
        })
        .collect()
}

fn markdown(run: &Conformance, lang: Lang, base: &str) -> String {
    let head = match lang {
        Lang::En => "| Check | Outcome | Why |\n|---|---|---|\n",
        Lang::Ru => "| Проверка | Итог | Почему |\n|---|---|---|\n",
    };
    let mut out = format!(
        "### mcp-anatomy conform `{}`\n\n",
        run.target.replace('`', "'")
    );
    if let Some(why) = &run.not_run {
        out.push_str(&format!("{}\n", said(why, lang)));
        return out;
    }
    out.push_str(head);
    for check in &run.checks {
        out.push_str(&format!(
            "| [`{}`]({}) | {} | {} |\n",
            check.code.id(),
            spec_url(check, base),
            verdict_word(check, lang),
            check
                .message
                .get(lang)
                .replace('|', "\\|")
                .replace('\n', " ")
        ));
    }
    out.push_str(&format!("\n{}\n", totals(run, lang)));
    out
}
