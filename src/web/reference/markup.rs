//! The reference view as markup: one string per widget (and one per item's body, written when
//! the item first opens), so that the module carries no virtual DOM. Every piece of server text
//! goes through `text` (escaped, odd characters made visible by `inert` first), and every
//! attribute value through `attribute`: nothing a server wrote can become markup.

use super::model::{Entry, Finding, Model, ServerPart};
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::reference::{
    Tone, annotations, icons, item_facts, label, modifier_words, operator_words, section_anchor,
    section_title, yes_no,
};
use crate::surface::rows::{Fact, rows};
use crate::surface::{ListKind, template_variables};
use crate::web::text;

/// Writes `value` escaped for element content and double-quoted attribute values alike.
pub fn escaped(out: &mut String, value: &str) {
    for c in value.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

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
            escaped(out, value);
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
    escaped(out, content);
    close(out, name);
}

fn code(out: &mut String, content: &str) {
    element(out, "code", &[], content);
}

/// A heading at `level` (deeper than h6 stays h6).
fn heading(out: &mut String, level: u8, class: Option<&str>, id: Option<&str>, content: &str) {
    let name = ["h1", "h2", "h3", "h4", "h5", "h6"][usize::from(level.clamp(1, 6) - 1)];
    element(out, name, &[("class", class), ("id", id)], content);
}

/// A sentence whose spans between backticks are code; no raw backtick reaches the reader.
fn with_code(out: &mut String, sentence: &str) {
    for (index, piece) in sentence.split('`').enumerate() {
        match index % 2 {
            1 => code(out, piece),
            _ => escaped(out, piece),
        }
    }
}

/// A server's description: made inert, its spans between backticks as code; a backtick left
/// without its pair is shown as written.
fn description(out: &mut String, text: &str) {
    let text = inert(text);
    let (paired, rest) = match text.matches('`').count() % 2 {
        0 => (text.as_str(), ""),
        _ => text.split_at(text.rfind('`').unwrap_or(0)),
    };
    with_code(out, paired);
    escaped(out, rest);
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
        heading(&mut out, frame.level, Some("mcpa-title"), None, title);
    }
    out.push_str("<button type=\"button\" class=\"mcpa-theme\" data-theme-switch=\"\">");
    escaped(&mut out, &theme_words(frame.theme, lang));
    out.push_str("</button></header>");
    let notice = |out: &mut String, sentence: String| {
        element(
            out,
            "p",
            &[
                ("class", Some("mcpa-notice")),
                ("role", Some("alert")),
                ("data-problem", Some("")),
            ],
            &sentence,
        )
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

/// What the theme switch says: which theme is on.
pub fn theme_words(theme: &str, lang: Lang) -> String {
    let name = match theme {
        "light" => text::THEME_LIGHT,
        "dark" => text::THEME_DARK,
        _ => text::THEME_AUTO,
    };
    format!("{}: {}", text::THEME_BUTTON.get(lang), name.get(lang))
}

fn contents(out: &mut String, frame: &Frame, model: &Model) {
    let (lang, instance, level) = (frame.lang, frame.instance, frame.level);
    out.push_str("<p class=\"mcpa-ref-summary\">");
    with_code(out, &model.summary);
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
        heading(out, level + 1, None, Some(&id), &title);
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
        heading(out, level + 1, None, None, label::OTHER_FINDINGS.get(lang));
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
    heading(out, level, None, None, label::SERVER.get(lang));
    if let Some(name) = &server.name {
        out.push_str("<p>");
        escaped(out, label::NAME.get(lang));
        out.push(' ');
        code(out, name);
        if let Some(version) = &server.version {
            out.push_str(", ");
            escaped(out, label::VERSION.get(lang));
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
            None => escaped(out, label::OFFERED.get(lang)),
        });
        rows.push_str("</tr>");
    }
    table(out, label::CAPABILITIES.get(lang), None, &head, &rows);
    findings(
        out,
        &server.findings,
        label::FINDINGS_ABOUT_DISCOVER.get(lang),
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
        with_code(out, &finding.message);
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
    heading(
        out,
        level,
        Some("mcpa-ref-name"),
        None,
        &inert(&item.key.value),
    );
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

/// Facts as docs writes them: a label, then the server's value as code; `; ` between them.
fn facts(out: &mut String, facts: Vec<Fact>) {
    for (index, fact) in facts.into_iter().enumerate() {
        if index > 0 {
            out.push_str("; ");
        }
        escaped(out, &fact.label);
        if let Some(value) = fact.value {
            out.push(' ');
            code(out, &value);
        }
    }
}

/// An item's body: its link, icons, facts, description, tables and findings.
pub fn body(entry: &Entry, lang: Lang, allow_remote_icons: bool) -> String {
    let mut out = String::with_capacity(4 * 1024);
    let item = &entry.item;
    let kind = entry.kind;
    let owner = inert(&item.key.value);
    out.push_str("<div class=\"mcpa-ref-body\"><p class=\"mcpa-ref-permalink\">");
    let link = format!("#{}", entry.anchor);
    element(
        &mut out,
        "a",
        &[("href", Some(&link))],
        text::PERMALINK.get(lang),
    );
    out.push_str("</p>");
    let icons = icons(item, allow_remote_icons);
    if !icons.is_empty() {
        out.push_str("<p class=\"mcpa-ref-icons\">");
        for src in &icons {
            open(
                &mut out,
                "img",
                &[
                    ("src", Some(src)),
                    ("alt", Some("")),
                    ("loading", Some("lazy")),
                    ("referrerpolicy", Some("no-referrer")),
                ],
            );
        }
        out.push_str("</p>");
    }
    let item_facts = item_facts(item, kind, lang);
    if !item_facts.is_empty() {
        out.push_str("<p>");
        facts(&mut out, item_facts);
        out.push_str("</p>");
    }
    if let Some(text) = &item.description {
        out.push_str("<p class=\"mcpa-ref-text mcpa-ref-description\">");
        description(&mut out, &text.value);
        out.push_str("</p>");
    }
    let parameter_head = [
        label::NAME.get(lang),
        label::TYPE.get(lang),
        label::REQUIRED.get(lang),
        label::DESCRIPTION.get(lang),
        label::RULES.get(lang),
    ];
    let schemas = [
        (item.input_schema(), label::INPUT.get(lang)),
        (item.output_schema(), label::OUTPUT.get(lang)),
    ];
    for (schema, caption) in schemas {
        let Some(schema) = schema else { continue };
        let rows = rows(schema, lang);
        if rows.is_empty() {
            let sentence = format!("{caption}: {}", label::NO_PARAMETERS.get(lang));
            element(&mut out, "p", &[], &sentence);
            continue;
        }
        let mut markup = String::new();
        for row in rows {
            let depth = row.depth.min(6).to_string();
            let header = row.header.then_some("");
            open(
                &mut markup,
                "tr",
                &[("data-depth", Some(&depth)), ("data-header", header)],
            );
            let path = match row.path.is_empty() {
                true => label::THE_VALUE.get(lang).to_owned(),
                false => row.path,
            };
            cell(&mut markup, parameter_head[0], None, |out| code(out, &path));
            cell(&mut markup, parameter_head[1], None, |out| {
                escaped(out, &row.types)
            });
            cell(&mut markup, parameter_head[2], None, |out| {
                escaped(out, &yes_no(row.required, lang))
            });
            text_cell(&mut markup, parameter_head[3], row.description.as_deref());
            cell(&mut markup, parameter_head[4], None, |out| {
                facts(out, row.facts)
            });
            markup.push_str("</tr>");
        }
        table(&mut out, caption, Some(&owner), &parameter_head, &markup);
    }
    if kind == ListKind::Prompts && !item.arguments.is_empty() {
        let head = [
            label::NAME.get(lang),
            label::TITLE.get(lang),
            label::REQUIRED.get(lang),
            label::DESCRIPTION.get(lang),
        ];
        let mut markup = String::new();
        for argument in &item.arguments {
            markup.push_str("<tr>");
            cell(&mut markup, head[0], None, |out| {
                code(out, &inert(&argument.name.value))
            });
            cell(&mut markup, head[1], None, |out| {
                if let Some(title) = &argument.title {
                    escaped(out, &inert(&title.value));
                }
            });
            cell(&mut markup, head[2], None, |out| {
                escaped(out, &yes_no(argument.is_required(), lang))
            });
            let description = argument.description.as_ref().map(|d| d.value.as_str());
            text_cell(&mut markup, head[3], description);
            markup.push_str("</tr>");
        }
        table(
            &mut out,
            label::ARGUMENTS.get(lang),
            Some(&owner),
            &head,
            &markup,
        );
    }
    let variables = (item.uri_template.as_ref()).map(|t| template_variables(&t.value));
    if let Some(variables) = variables.filter(|v| !v.is_empty()) {
        let head = [
            label::VARIABLE.get(lang),
            label::OPERATOR.get(lang),
            label::EXPANSION.get(lang),
            label::MODIFIER.get(lang),
        ];
        let mut markup = String::new();
        for (variable, operator, modifier) in variables {
            markup.push_str("<tr>");
            cell(&mut markup, head[0], None, |out| {
                code(out, &inert(&variable))
            });
            cell(&mut markup, head[1], None, |out| {
                if let Some(operator) = operator {
                    code(out, &operator.to_string())
                }
            });
            cell(&mut markup, head[2], None, |out| {
                escaped(out, &operator_words(operator, lang))
            });
            cell(&mut markup, head[3], None, |out| {
                escaped(out, &modifier_words(&modifier, lang))
            });
            markup.push_str("</tr>");
        }
        let caption = label::TEMPLATE_VARIABLES.get(lang);
        table(&mut out, caption, Some(&owner), &head, &markup);
    }
    findings(&mut out, &entry.findings, label::FINDINGS.get(lang), lang);
    out.push_str("</div>");
    out
}

/// A cell of a server's description: its line breaks kept, its code spans as code.
fn text_cell(out: &mut String, label: &str, text: Option<&str>) {
    cell(out, label, Some("mcpa-ref-text"), |out| {
        if let Some(text) = text {
            description(out, text)
        }
    });
}
