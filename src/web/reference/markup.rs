//! The reference view as markup: one string per widget (and one per item's body, written when
//! the item first opens), so that the module carries no virtual DOM. Every piece of server text
//! goes through `web::markup::push_escaped` (odd characters made visible by `inert` first),
//! attribute values too: nothing a server wrote can become markup.

mod body;

use super::model::{Entry, Finding, Model, ServerPart};
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::reference::{Tone, annotations, label, section_anchor, section_title};
use crate::web::markup::{push_escaped, push_heading, push_with_code};
use crate::web::text;
pub use body::body;

/// The options of the widget that shape its markup.
pub struct Frame {
    pub instance: u32,
    pub lang: Lang,
    /// The title's heading level; the sections' are one deeper, the items' two.
    pub level: u8,
    pub title_shown: bool,
    pub theme: &'static str,
}

/// `<name` with its attributes: each `(name, Some(value))` written, `(name, None)` left out.
fn open(out: &mut String, name: &str, attributes: &[(&str, Option<&str>)]) {
    out.push('<');
    out.push_str(name);
    for (attribute, value) in attributes {
        if let Some(value) = value {
            out.push(' ');
            out.push_str(attribute);
            out.push_str("=\"");
            push_escaped(out, value);
            out.push('"');
        }
    }
    out.push('>');
}

fn close(out: &mut String, name: &str) {
    out.push_str("</");
    out.push_str(name);
    out.push('>');
}

/// An element holding only text.
fn element(out: &mut String, name: &str, attributes: &[(&str, Option<&str>)], content: &str) {
    open(out, name, attributes);
    push_escaped(out, content);
    close(out, name);
}

fn code(out: &mut String, content: &str) {
    element(out, "code", &[], content);
}

/// The whole widget.
pub fn widget(frame: &Frame, body: &Result<Model, String>, problem: Option<String>) -> String {
    let lang = frame.lang;
    let mut out = String::with_capacity(16 * 1024);
    open(
        &mut out,
        "div",
        &[
            ("class", Some("mcpa-root mcpa-reference")),
            ("part", Some("root")),
            ("data-theme", Some(frame.theme)),
            ("lang", Some(lang.tag())),
            ("data-view", Some("reference")),
        ],
    );
    out.push_str("<header class=\"mcpa-header\">");
    if frame.title_shown {
        let title = match body {
            Ok(model) => model.title.as_str(),
            Err(_) => label::UNTITLED_REFERENCE.get(lang),
        };
        push_heading(&mut out, frame.level, "mcpa-title", "", title);
    }
    out.push_str("<button type=\"button\" class=\"mcpa-theme\" data-theme-switch=\"\">");
    push_escaped(&mut out, &text::theme_switch_words(frame.theme, lang));
    out.push_str("</button></header>");
    // A notice's code (a method a reading error names) is shown as code, as in a finding.
    let notice = |out: &mut String, sentence: String| {
        open(
            out,
            "p",
            &[
                ("class", Some("mcpa-notice")),
                ("role", Some("alert")),
                ("data-problem", Some("")),
            ],
        );
        push_with_code(out, &sentence);
        close(out, "p");
    };
    match (problem, body) {
        (Some(problem), _) => notice(&mut out, problem),
        (None, Err(reason)) => notice(
            &mut out,
            format!("{}: {}.", text::DATA_UNREADABLE.get(lang), inert(reason)),
        ),
        (None, Ok(model)) => contents(&mut out, frame, model),
    }
    out.push_str("</div>");
    out
}

fn contents(out: &mut String, frame: &Frame, model: &Model) {
    let (lang, instance, level) = (frame.lang, frame.instance, frame.level);
    out.push_str("<p class=\"mcpa-ref-summary\">");
    push_with_code(out, &model.summary);
    out.push_str("</p>");
    let total: usize = model.sections.iter().map(|s| s.entries.len()).sum();
    if total > 0 {
        let filter_id = format!("mcpa-{instance}-filter");
        out.push_str("<div class=\"mcpa-ref-filter\" role=\"search\">");
        element(
            out,
            "label",
            &[("for", Some(&filter_id))],
            text::FILTER_LABEL.get(lang),
        );
        open(
            out,
            "input",
            &[
                ("id", Some(&filter_id)),
                ("type", Some("search")),
                ("autocomplete", Some("off")),
                ("spellcheck", Some("false")),
            ],
        );
        let total = total.to_string();
        let count = [
            ("class", Some("mcpa-ref-count")),
            ("aria-live", Some("polite")),
            ("data-shown", Some(total.as_str())),
        ];
        element(out, "p", &count, "");
        out.push_str("</div>");
    }
    if let Some(server) = &model.server {
        server_part(out, server, lang, level + 1);
    }
    for section in &model.sections {
        let id = format!("mcpa-{instance}-{}", section_anchor(section.kind));
        open(
            out,
            "section",
            &[
                ("class", Some("mcpa-ref-section")),
                ("aria-labelledby", Some(&id)),
            ],
        );
        let title = section_title(section.kind, lang);
        push_heading(out, level + 1, "", &id, &title);
        if let Some(hints) = &section.hints {
            element(out, "p", &[], hints);
        }
        findings(
            out,
            &section.findings,
            label::FINDINGS_ABOUT_LIST.get(lang),
            lang,
        );
        for entry in &section.entries {
            item(out, entry, lang, level + 2);
        }
        out.push_str("</section>");
    }
    if !model.other.is_empty() {
        out.push_str("<section class=\"mcpa-ref-section\">");
        push_heading(out, level + 1, "", "", label::OTHER_FINDINGS.get(lang));
        findings(out, &model.other, "", lang);
        out.push_str("</section>");
    }
}

/// What the filter's line says: nothing while the box is empty, else how many items it shows.
pub fn count_words(query_empty: bool, shown: usize, total: usize, lang: Lang) -> String {
    match (query_empty, shown) {
        (true, _) => String::new(),
        (false, 0) => text::NOTHING_MATCHES.get(lang).to_owned(),
        _ => format!(
            "{} {shown} {} {total}",
            text::SHOWN.get(lang),
            text::SHOWN_OF.get(lang)
        ),
    }
}

fn server_part(out: &mut String, server: &ServerPart, lang: Lang, level: u8) {
    out.push_str("<section class=\"mcpa-ref-section\" data-server=\"\">");
    push_heading(out, level, "", "", label::SERVER.get(lang));
    if let Some(name) = &server.name {
        out.push_str("<p>");
        push_escaped(out, label::NAME.get(lang));
        out.push(' ');
        code(out, name);
        if let Some(version) = &server.version {
            out.push_str(", ");
            push_escaped(out, label::VERSION.get(lang));
            out.push(' ');
            code(out, version);
        }
        out.push_str("</p>");
    }
    let head = [label::CAPABILITY.get(lang), label::SETTINGS.get(lang)];
    let mut rows = String::new();
    for (name, settings) in &server.capabilities {
        rows.push_str("<tr>");
        cell(&mut rows, head[0], None, |out| code(out, name));
        cell(&mut rows, head[1], None, |out| match settings {
            Some(settings) => code(out, settings),
            None => push_escaped(out, label::OFFERED.get(lang)),
        });
        rows.push_str("</tr>");
    }
    table(out, label::CAPABILITIES.get(lang), None, &head, &rows);
    findings(
        out,
        &server.findings,
        label::findings_about_server(server.from_initialize).get(lang),
        lang,
    );
    out.push_str("</section>");
}

/// A table with its caption, in a box that scrolls sideways when it is wider than the widget
/// (focusable, so that a keyboard can scroll it too); on a narrow widget the stylesheet stacks
/// each row as a card instead, each cell after its column's header (`cell`). The box is a
/// landmark named by its caption and the item it belongs to (`owner`), so that the tables of
/// several open items have names of their own.
fn table(out: &mut String, caption: &str, owner: Option<&str>, head: &[&str], rows: &str) {
    let region = match owner {
        Some(owner) => format!("{caption}: {owner}"),
        None => caption.to_owned(),
    };
    open(
        out,
        "div",
        &[
            ("class", Some("mcpa-ref-table")),
            ("role", Some("region")),
            ("aria-label", Some(&region)),
            ("tabindex", Some("0")),
        ],
    );
    out.push_str("<table>");
    element(out, "caption", &[], caption);
    out.push_str("<thead><tr>");
    for name in head {
        element(out, "th", &[("scope", Some("col"))], name);
    }
    out.push_str("</tr></thead><tbody>");
    out.push_str(rows);
    out.push_str("</tbody></table></div>");
}

/// A cell, with its column's header as `data-label`: a narrow widget's stylesheet writes it
/// before the value when the rows stack as cards, so the words are the table's own.
fn cell(out: &mut String, label: &str, class: Option<&str>, content: impl FnOnce(&mut String)) {
    open(out, "td", &[("class", class), ("data-label", Some(label))]);
    content(out);
    close(out, "td");
}

fn findings(out: &mut String, findings: &[Finding], caption: &str, lang: Lang) {
    if findings.is_empty() {
        return;
    }
    out.push_str("<div class=\"mcpa-ref-findings\">");
    if !caption.is_empty() {
        element(out, "p", &[("class", Some("mcpa-ref-caption"))], caption);
    }
    out.push_str("<ul>");
    for finding in findings {
        let tone = Tone::of(finding.severity).class();
        open(
            out,
            "li",
            &[
                ("data-severity", Some(tone)),
                ("data-code", Some(finding.code)),
            ],
        );
        element(
            out,
            "span",
            &[("class", Some("mcpa-severity"))],
            severity_word(finding.severity, lang),
        );
        out.push(' ');
        code(out, finding.code);
        out.push_str(": ");
        push_with_code(out, &finding.message);
        let at = format!(" ({} {})", text::LINE.get(lang), finding.line);
        element(out, "span", &[("class", Some("mcpa-ref-at"))], &at);
        out.push_str("</li>");
    }
    out.push_str("</ul></div>");
}

fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    severity.noun().form(1, lang)
}

/// One item, closed: its name, title and badges. Its body is written when it first opens
/// (`body`): a list of 500 tools is drawn in a fraction of the time.
fn item(out: &mut String, entry: &Entry, lang: Lang, level: u8) {
    let item = &entry.item;
    open(
        out,
        "details",
        &[
            ("id", Some(&entry.anchor)),
            ("class", Some("mcpa-ref-item")),
        ],
    );
    out.push_str("<summary>");
    push_heading(out, level, "mcpa-ref-name", "", &inert(&item.key.value));
    if let Some(title) = &item.title {
        element(
            out,
            "span",
            &[("class", Some("mcpa-ref-subtitle"))],
            &inert(&title.value),
        );
    }
    let mut badges = annotations(item, entry.kind, lang);
    for finding in &entry.findings {
        badges.push((Tone::of(finding.severity), finding.code.to_owned()));
    }
    if !badges.is_empty() {
        out.push_str("<span class=\"mcpa-ref-badges\">");
        for (tone, words) in badges {
            let attributes = [
                ("class", Some("mcpa-ref-badge")),
                ("data-tone", Some(tone.class())),
            ];
            element(out, "span", &attributes, &words);
        }
        out.push_str("</span>");
    }
    out.push_str("</summary></details>");
}
