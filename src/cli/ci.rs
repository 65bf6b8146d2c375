//! The formats CI systems read: SARIF 2.1.0 (GitHub code scanning and others), GitHub Actions
//! workflow commands (annotations on the pull request), and JUnit XML (test reports).

use super::inputs::Input;
use super::model::Remark;
use super::render::Renderer;
use crate::engine::{Located, Position};
use crate::prose::{inert, is_odd};
use crate::spec::REVISION;
use crate::spec::codes::{Code, Severity};
use serde_json::{Value, json};
use std::path::Path;

/// Every diagnostic of every readable input, with the input it belongs to.
fn findings(inputs: &[Input]) -> impl Iterator<Item = (&Input, &Located)> {
    inputs.iter().flat_map(|input| {
        let documents = input.content.as_ref().map(|c| c.documents.as_slice());
        documents
            .unwrap_or_default()
            .iter()
            .flat_map(move |document| document.report.diagnostics.iter().map(move |d| (input, d)))
    })
}

/// The input's path relative to the working directory where it is under it, with `/`.
pub(super) fn relative_path(label: &str) -> String {
    let path = Path::new(label);
    let relative = std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok())
        .unwrap_or(path);
    relative.to_string_lossy().replace('\\', "/")
}

/// The same path as a URI reference, as SARIF wants it.
fn relative_uri(label: &str) -> String {
    percent_encoding::utf8_percent_encode(&relative_path(label), URI_ESCAPED).to_string()
}

/// What a path segment may not hold as is (RFC 3986): everything but unreserved characters
/// and the separator.
const URI_ESCAPED: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'/')
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

fn sarif_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// A SARIF 2.1.0 log with one run: the codes that occur as rules, each finding as a result.
pub fn sarif(inputs: &[Input], remarks: &[Remark], renderer: &Renderer) -> Value {
    let lang = renderer.lang;
    // The codes that occur, those of findings and of remarks, in catalogue order.
    let found: std::collections::HashSet<Code> =
        findings(inputs).map(|(_, d)| d.diagnostic.code).collect();
    let remarked = remark_codes(remarks);
    let codes: Vec<Code> = (Code::ALL.iter().copied())
        .filter(|code| found.contains(code) || remarked.contains(code))
        .collect();
    let rules: Vec<Value> = codes
        .iter()
        .map(|code| {
            let info = code.info();
            json!({
                "id": info.id,
                "shortDescription": {"text": info.summary.get(lang)},
                "help": {"text": info.help.get(lang)},
                "helpUri": renderer.code_docs(*code),
                "defaultConfiguration": {"level": sarif_level(info.severity)},
            })
        })
        .collect();
    let remark_results = remarks.iter().map(|remark| {
        let mut result = json!({
            "ruleId": remark.code.id(),
            "ruleIndex": codes.iter().position(|c| *c == remark.code),
            "level": sarif_level(remark.severity()),
            "message": {"text": format!("{} [{}]", remark.message, remark.about)},
        });
        if let Some((file, line)) = &remark.place {
            result["locations"] = json!([{
                "physicalLocation": {
                    "artifactLocation": {"uri": relative_uri(file)},
                    "region": {"startLine": line},
                },
            }]);
        }
        result
    });
    let results: Vec<Value> = findings(inputs)
        .map(|(input, located)| {
            let d = &located.diagnostic;
            json!({
                "ruleId": d.code.id(),
                "ruleIndex": codes.iter().position(|c| *c == d.code),
                "level": sarif_level(d.severity()),
                "message": {"text": d.message(lang)},
                "locations": [sarif_location(&input.label, located.start, located.end)],
            })
        })
        .chain(remark_results)
        .collect();
    // Inputs that could not be read are the run's notifications, not findings.
    let problems: Vec<Value> = inputs
        .iter()
        .filter_map(|input| input.content.as_ref().err())
        .map(|problem| json!({"level": "error", "message": {"text": problem.get(renderer.lang)}}))
        .collect();
    sarif_log(renderer, rules, results, problems)
}

/// A SARIF 2.1.0 log of one run of mcp-anatomy: its rules, its results, and the problems that
/// kept it from reading some input (the run then did not succeed).
pub(super) fn sarif_log(
    renderer: &Renderer,
    rules: Vec<Value>,
    results: Vec<Value>,
    problems: Vec<Value>,
) -> Value {
    json!({
        "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "mcp-anatomy",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": renderer.docs_home(),
                "rules": rules,
            }},
            // Columns count Unicode scalars, as everywhere in mcp-anatomy's output.
            "columnKind": "unicodeCodePoints",
            "invocations": [{
                "executionSuccessful": problems.iter().all(|p| p["level"] != "error"),
                "toolExecutionNotifications": problems,
            }],
            "results": results,
        }],
    })
}

/// A SARIF location: a range of the input `label`.
pub(super) fn sarif_location(label: &str, start: Position, end: Position) -> Value {
    json!({
        "physicalLocation": {
            "artifactLocation": {"uri": relative_uri(label)},
            "region": {
                "startLine": start.line,
                "startColumn": start.column,
                "endLine": end.line,
                "endColumn": end.column,
            },
        },
    })
}

/// The codes the remarks fall under, in catalogue order.
fn remark_codes(remarks: &[Remark]) -> Vec<Code> {
    (Code::ALL.iter().copied())
        .filter(|code| remarks.iter().any(|r| r.code == *code))
        .collect()
}

/// Where a workflow command points: a range of an input, or only a line of it.
pub(super) enum GithubPlace<'a> {
    Range(&'a str, Position, Position),
    Line(&'a str, usize),
}

/// Escapes the message of a workflow command (GitHub's own rules).
fn command_data(text: &str) -> String {
    // A server's control characters would reach the log raw (GitHub renders its colours).
    inert(text)
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property of a workflow command, which also may not hold `:` or `,`.
fn command_property(text: &str) -> String {
    command_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// One GitHub Actions workflow command per finding: annotations on the lines they concern.
pub fn github(inputs: &[Input], remarks: &[Remark], renderer: &Renderer) -> String {
    let mut out = String::new();
    for (input, located) in findings(inputs) {
        let d = &located.diagnostic;
        let level = github_level(d.severity());
        out.push_str(&github_command(
            level,
            Some(GithubPlace::Range(&input.label, located.start, located.end)),
            d.code.id(),
            &d.message(renderer.lang),
        ));
    }
    for problem in inputs.iter().filter_map(|i| i.content.as_ref().err()) {
        let problem = problem.get(renderer.lang);
        out.push_str(&github_command("error", None, "mcp-anatomy", problem));
    }
    for remark in remarks {
        let message = format!("{} [{}]", remark.message, remark.about);
        let place = (remark.place.as_ref()).map(|(file, line)| GithubPlace::Line(file, *line));
        let level = github_level(remark.severity());
        out.push_str(&github_command(level, place, remark.code.id(), &message));
    }
    out
}

/// One workflow command: an annotation of `level`, on a range of an input when given.
pub(super) fn github_command(
    level: &str,
    place: Option<GithubPlace>,
    title: &str,
    message: &str,
) -> String {
    let place = match place {
        None => String::new(),
        Some(GithubPlace::Range(label, start, end)) => format!(
            "file={},line={},col={},endLine={},endColumn={},",
            command_property(&relative_path(label)),
            start.line,
            start.column,
            end.line,
            end.column,
        ),
        Some(GithubPlace::Line(label, line)) => {
            format!(
                "file={},line={line},",
                command_property(&relative_path(label))
            )
        }
    };
    format!(
        "::{level} {place}title={}::{}\n",
        command_property(title),
        command_data(message)
    )
}

fn github_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "notice",
    }
}

pub(super) fn xml(text: &str) -> std::borrow::Cow<'_, str> {
    // XML 1.0 has no way to write most control characters, not even as references: a server's
    // are shown as code points, so the document stays well-formed.
    match text.chars().any(is_odd) {
        true => quick_xml::escape::escape(inert(text).as_str())
            .into_owned()
            .into(),
        false => quick_xml::escape::escape(text),
    }
}

/// JUnit XML: one test case per input, failed when a finding reaches `fail_on`, in error when
/// the input could not be read; remarks make one more test case.
pub fn junit(
    inputs: &[Input],
    remarks: &[Remark],
    renderer: &Renderer,
    fail_on: Severity,
) -> String {
    let lang = renderer.lang;
    let mut cases = String::new();
    let (mut failures, mut errors) = (0, 0);
    for input in inputs {
        let name = xml(&input.label);
        cases.push_str(&format!(
            "    <testcase name=\"{name}\" classname=\"mcp-anatomy.check\" file=\"{name}\">\n"
        ));
        match &input.content {
            Err(problem) => {
                errors += 1;
                let problem = problem.get(renderer.lang);
                cases.push_str(&format!("      <error message=\"{}\"/>\n", xml(problem)));
            }
            Ok(checked) => {
                let failing: Vec<&Located> = checked
                    .documents
                    .iter()
                    .flat_map(|d| &d.report.diagnostics)
                    .filter(|d| d.diagnostic.severity() >= fail_on)
                    .collect();
                if let Some(first) = failing.first() {
                    failures += 1;
                    let lines: String = failing
                        .iter()
                        .map(|d| {
                            format!(
                                "{}:{}:{}: {}[{}]: {}\n",
                                input.label,
                                d.start.line,
                                d.start.column,
                                d.diagnostic.severity().as_str(),
                                d.diagnostic.code.id(),
                                d.diagnostic.message(lang)
                            )
                        })
                        .collect();
                    cases.push_str(&format!(
                        "      <failure type=\"{}\" message=\"{}\">{}</failure>\n",
                        first.diagnostic.code.id(),
                        xml(&renderer.failure_count(failing.len(), fail_on)),
                        xml(&lines)
                    ));
                }
                let summaries: Vec<String> = (checked.documents.iter())
                    .map(|document| renderer.summary(&input.name(document), &document.report))
                    .collect();
                cases.push_str(&format!(
                    "      <system-out>{}</system-out>\n",
                    xml(&summaries.join("\n"))
                ));
            }
        }
        cases.push_str("    </testcase>\n");
    }
    let mut tests = inputs.len();
    for code in remark_codes(remarks) {
        tests += 1;
        let id = code.id();
        // The code's section (`budget/list` → `mcp-anatomy.budget`).
        let classname = format!("mcp-anatomy.{}", id.split('/').next().unwrap_or_default());
        cases.push_str(&format!(
            "    <testcase name=\"{id}\" classname=\"{classname}\">\n"
        ));
        let under_code: Vec<&Remark> = remarks.iter().filter(|r| r.code == code).collect();
        let failing = under_code
            .iter()
            .filter(|r| r.severity() >= fail_on)
            .count();
        let lines: String = (under_code.iter())
            .map(|r| format!("{}: {} [{}]\n", r.severity().as_str(), r.message, r.about))
            .collect();
        if failing > 0 {
            failures += 1;
            cases.push_str(&format!(
                "      <failure type=\"{id}\" message=\"{}\">{}</failure>\n",
                xml(&renderer.failure_count(failing, fail_on)),
                xml(&lines)
            ));
        }
        cases.push_str(&format!(
            "      <system-out>{}</system-out>\n    </testcase>\n",
            xml(&lines)
        ));
    }
    junit_document(tests, failures, errors, &cases)
}

/// A JUnit document of one suite: its test cases, already written, and their counts.
pub(super) fn junit_document(tests: usize, failures: usize, errors: usize, cases: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <testsuites name=\"mcp-anatomy\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\">\n  \
         <testsuite name=\"mcp-anatomy (MCP {REVISION})\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"0\">\n\
         {cases}  </testsuite>\n</testsuites>\n"
    )
}
