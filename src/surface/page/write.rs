//! The reference page as markup, for `docs --format html` (every item open, its body written)
//! and the browser's reference view (each item's body written when it first opens, so a list of
//! 500 tools is drawn in a fraction of the time). Server text is made inert first and reaches
//! the markup only as text (`crate::markup`).

use super::findings::{findings, item_findings, list_findings};
use super::frame::{Describe, Frame};
use super::{Entry, Model, ServerPart};
use crate::inert::inert;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::surface::reference::{
    Tone, annotations, icons, item_facts, label, modifier_words, operator_words, section_anchor,
    section_title, yes_no,
};
use crate::surface::rows::{Fact, rows};
use crate::surface::{ListKind, template_variables};

/// The server's name and version where it gives them (its title heads the page), what the
/// page holds and what was found in it.
pub fn summary(out: &mut Markup, model: &Model, lang: Lang) {
    let server = model.server.as_ref();
    if let Some(name) = server.and_then(|s| s.name.as_ref()) {
        out.tags("<p>")
            .text(label::NAME.get(lang))
            .tags(" ")
            .code(name);
        if let Some(version) = server.and_then(|s| s.version.as_ref()) {
            out.tags(", ")
                .text(label::VERSION.get(lang))
                .tags(" ")
                .code(version);
        }
        out.tags("</p>");
    }
    out.open("p", &[("class", Some("mcpa-ref-summary"))])
        .with_code(&model.summary);
    if let Some(earlier) = &model.earlier {
        out.tags(" ").with_code(earlier);
    }
    out.close("p");
}

/// The contents list, then beside or under it the server part, each list with its items, and
/// the findings placed nowhere else.
pub fn sections<D: Describe>(out: &mut Markup, model: &Model, frame: &Frame<D>) {
    let lang = frame.lang;
    out.tags("<div class=\"mcpa-ref-layout\">");
    super::contents::contents(out, model, lang);
    out.tags("<div class=\"mcpa-ref-main\">");
    if let Some(server) = &model.server {
        server_part(out, server, frame);
    }
    for section in &model.sections {
        let id = format!("{}{}", frame.ids, section_anchor(section.kind));
        out.open(
            "section",
            &[
                ("class", Some("mcpa-ref-section")),
                ("aria-labelledby", Some(&id)),
            ],
        );
        let title = section_title(section.kind, lang);
        out.heading(frame.level, &[("id", Some(&id))], title);
        if let Some(hints) = &section.hints {
            out.element("p", &[], hints);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(cost) = &section.cost {
            out.element("p", &[], cost);
        }
        list_findings(out, section, frame);
        if section.entries.is_empty() {
            out.element("p", &[], label::NONE_LISTED.get(lang));
        }
        for entry in &section.entries {
            item(out, entry, frame);
        }
        out.close("section");
    }
    if !model.other.is_empty() {
        out.tags("<section class=\"mcpa-ref-section\">");
        out.heading(frame.level, &[], label::OTHER_FINDINGS.get(lang));
        findings(out, &model.other, "", frame);
        out.close("section");
    }
    out.tags("</div></div>");
}

fn server_part<D>(out: &mut Markup, server: &ServerPart, frame: &Frame<D>) {
    let lang = frame.lang;
    out.tags("<section class=\"mcpa-ref-section\" data-server=\"\">");
    out.heading(frame.level, &[], label::SERVER.get(lang));
    let head = [label::CAPABILITY.get(lang), label::SETTINGS.get(lang)];
    let mut rows = Markup::default();
    for capability in &server.capabilities {
        rows.tags("<tr>");
        cell(&mut rows, head[0], None, |out| {
            out.code(&capability.name);
        });
        cell(&mut rows, head[1], None, |out| {
            if capability.words.is_empty() && capability.rest.is_none() {
                out.text(label::OFFERED.get(lang));
            }
            out.text(&capability.words.join("; "));
            if let Some(rest) = &capability.rest {
                if !capability.words.is_empty() {
                    out.tags("; ");
                }
                out.code(rest);
            }
        });
        rows.tags("</tr>");
    }
    table(out, label::CAPABILITIES.get(lang), None, &head, &rows);
    let caption = label::findings_about_server(server.from_initialize);
    findings(out, &server.findings, caption.get(lang), frame);
    out.close("section");
}

/// A table with its caption, in a box that scrolls sideways when it is wider than the page
/// (focusable, so that a keyboard can scroll it too); on a narrow widget the stylesheet stacks
/// each row as a card instead, each cell after its column's header (`cell`). The box is a
/// landmark named by its caption and the item it belongs to (`owner`), so that the tables of
/// several open items have names of their own.
fn table(out: &mut Markup, caption: &str, owner: Option<&str>, head: &[&str], rows: &Markup) {
    let region = match owner {
        Some(owner) => format!("{caption}: {owner}"),
        None => caption.to_owned(),
    };
    out.open(
        "div",
        &[
            ("class", Some("mcpa-ref-table")),
            ("role", Some("region")),
            ("aria-label", Some(&region)),
            ("tabindex", Some("0")),
        ],
    );
    out.tags("<table>").element("caption", &[], caption);
    out.tags("<thead><tr>");
    for name in head {
        out.element("th", &[("scope", Some("col"))], name);
    }
    out.tags("</tr></thead><tbody>")
        .push(rows)
        .tags("</tbody></table></div>");
}

/// A cell, with its column's header as `data-label`: a narrow widget's stylesheet writes it
/// before the value when the rows stack as cards, so the words are the table's own.
fn cell(out: &mut Markup, label: &str, class: Option<&str>, content: impl FnOnce(&mut Markup)) {
    out.open("td", &[("class", class), ("data-label", Some(label))]);
    content(out);
    out.close("td");
}

/// One item: its name, title and badges, then its body if the frame writes bodies now.
fn item<D: Describe>(out: &mut Markup, entry: &Entry, frame: &Frame<D>) {
    let (item, lang) = (&entry.item, frame.lang);
    let open = frame.bodies_now.then_some("");
    // A static page's link is followed without a script only to an element of the document,
    // never into a shadow root: its light-DOM anchor (`docs --format html`) is shown here.
    #[cfg(not(target_arch = "wasm32"))]
    if frame.bodies_now {
        out.open("slot", &[("name", Some(&entry.anchor))])
            .close("slot");
    }
    out.open(
        "details",
        &[
            ("id", Some(&entry.anchor)),
            ("class", Some("mcpa-ref-item")),
            ("open", open),
        ],
    );
    out.tags("<summary>");
    let name = inert(&item.key.value);
    out.name_heading(frame.level + 1, &[("class", Some("mcpa-ref-name"))], &name);
    if let Some(title) = item.shown_title() {
        let attributes = [("class", Some("mcpa-ref-subtitle"))];
        out.element("span", &attributes, &inert(title));
    }
    let mut badges = annotations(item, entry.kind, lang);
    for finding in &entry.findings {
        badges.push((Tone::of(finding.severity), finding.code.to_owned()));
    }
    for told in &entry.told {
        badges.push((Tone::of(told.severity), told.code.to_owned()));
    }
    if !badges.is_empty() {
        out.tags("<span class=\"mcpa-ref-badges\">");
        for (tone, words) in badges {
            let attributes = [
                ("class", Some("mcpa-ref-badge")),
                ("data-tone", Some(tone.class())),
            ];
            out.element("span", &attributes, &words);
        }
        out.tags("</span>");
    }
    out.tags("</summary>");
    if frame.bodies_now {
        body(out, entry, frame);
    }
    out.close("details");
}

/// Facts: a label, then the server's value as code; `; ` between them.
fn facts(out: &mut Markup, facts: Vec<Fact>) {
    for (index, fact) in facts.into_iter().enumerate() {
        if index > 0 {
            out.tags("; ");
        }
        out.text(&fact.label);
        if let Some(value) = fact.value {
            out.tags(" ").code(&value);
        }
    }
}

/// An item's body: its link, icons, facts, description, tables and findings.
pub fn body<D: Describe>(out: &mut Markup, entry: &Entry, frame: &Frame<D>) {
    let (item, kind, lang) = (&entry.item, entry.kind, frame.lang);
    let owner = inert(&item.key.value);
    out.tags("<div class=\"mcpa-ref-body\"><p class=\"mcpa-ref-permalink\">");
    let link = format!("#{}", entry.anchor);
    out.element("a", &[("href", Some(&link))], label::PERMALINK.get(lang));
    out.tags("</p>");
    let icons = icons(item, frame.allow_remote_icons);
    if !icons.is_empty() {
        out.tags("<p class=\"mcpa-ref-icons\">");
        for src in &icons {
            let attributes = [
                ("src", Some(src.as_str())),
                ("alt", Some("")),
                ("loading", Some("lazy")),
                ("referrerpolicy", Some("no-referrer")),
            ];
            out.open("img", &attributes);
        }
        out.tags("</p>");
    }
    #[cfg_attr(target_arch = "wasm32", allow(unused_mut))]
    let mut item_facts = item_facts(item, kind, lang);
    // Only tools are weighed (natively), and a tool's name is its key: the cost comes first.
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(cost) = &entry.cost {
        let label = cost.clone();
        item_facts.insert(0, Fact { label, value: None });
    }
    if !item_facts.is_empty() {
        out.tags("<p>");
        facts(out, item_facts);
        out.tags("</p>");
    }
    if let Some(text) = &item.description {
        frame.describe.block(out, &text.value);
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
            out.element("p", &[], &sentence);
            continue;
        }
        let mut markup = Markup::default();
        for row in rows {
            let depth = row.depth.min(6).to_string();
            let header = row.header.then_some("");
            let attributes = [
                ("data-depth", Some(depth.as_str())),
                ("data-header", header),
            ];
            markup.open("tr", &attributes);
            let path = match row.path.is_empty() {
                true => label::THE_VALUE.get(lang).to_owned(),
                false => row.path,
            };
            cell(&mut markup, parameter_head[0], None, |out| {
                out.tags("<code>").name(&path).tags("</code>");
            });
            cell(&mut markup, parameter_head[1], None, |out| {
                out.text(&row.types);
            });
            cell(&mut markup, parameter_head[2], None, |out| {
                out.text(&yes_no(row.required, lang));
            });
            let description = row.description.as_deref();
            text_cell(&mut markup, parameter_head[3], description, frame);
            cell(&mut markup, parameter_head[4], None, |out| {
                facts(out, row.facts)
            });
            markup.tags("</tr>");
        }
        table(out, caption, Some(&owner), &parameter_head, &markup);
    }
    if kind == ListKind::Prompts && !item.arguments.is_empty() {
        let head = [
            label::NAME.get(lang),
            label::TITLE.get(lang),
            label::REQUIRED.get(lang),
            label::DESCRIPTION.get(lang),
        ];
        let mut markup = Markup::default();
        for argument in &item.arguments {
            markup.tags("<tr>");
            cell(&mut markup, head[0], None, |out| {
                out.tags("<code>")
                    .name(&inert(&argument.name.value))
                    .tags("</code>");
            });
            cell(&mut markup, head[1], None, |out| {
                if let Some(title) = &argument.title {
                    out.text(&inert(&title.value));
                }
            });
            cell(&mut markup, head[2], None, |out| {
                out.text(&yes_no(argument.is_required(), lang));
            });
            let description = argument.description.as_ref().map(|d| d.value.as_str());
            text_cell(&mut markup, head[3], description, frame);
            markup.tags("</tr>");
        }
        let caption = label::ARGUMENTS.get(lang);
        table(out, caption, Some(&owner), &head, &markup);
    }
    let variables = (item.uri_template.as_ref()).map(|t| template_variables(&t.value));
    if let Some(variables) = variables.filter(|v| !v.is_empty()) {
        let head = [
            label::VARIABLE.get(lang),
            label::OPERATOR.get(lang),
            label::EXPANSION.get(lang),
            label::MODIFIER.get(lang),
        ];
        let mut markup = Markup::default();
        for (variable, operator, modifier) in variables {
            markup.tags("<tr>");
            cell(&mut markup, head[0], None, |out| {
                out.tags("<code>").name(&inert(&variable)).tags("</code>");
            });
            cell(&mut markup, head[1], None, |out| {
                if let Some(operator) = operator {
                    out.code(&operator.to_string());
                }
            });
            cell(&mut markup, head[2], None, |out| {
                out.text(&operator_words(operator, lang));
            });
            cell(&mut markup, head[3], None, |out| {
                out.text(&modifier_words(&modifier, lang));
            });
            markup.tags("</tr>");
        }
        let caption = label::TEMPLATE_VARIABLES.get(lang);
        table(out, caption, Some(&owner), &head, &markup);
    }
    example_call(out, entry, frame);
    item_findings(out, entry, frame);
    out.tags("</div>");
}

/// An item's example call and the same as `curl` (`surface::example`), each a captioned block
/// of code; in the view, first the copy button (`data-copy`: the words that say it copied, which
/// the loader writes in the line after it, `www/embed.js`).
fn example_call<D>(out: &mut Markup, entry: &Entry, frame: &Frame<D>) {
    let example = crate::surface::example::of(&entry.item, entry.kind);
    let blocks = [
        (label::EXAMPLE_CALL, example.request),
        (label::OVER_HTTP, example.curl),
    ];
    for (caption, code) in blocks {
        out.tags("<figure class=\"mcpa-ref-example\">");
        out.element("figcaption", &[], caption.get(frame.lang));
        if let Some((copy, copied)) = frame.copy {
            let button = [("type", Some("button")), ("data-copy", Some(copied))];
            out.open("button", &button).text(copy);
            out.tags("</button><span role=\"status\"></span>");
        }
        out.tags("<pre><code>")
            .text(&code)
            .tags("</code></pre></figure>");
    }
}

/// A cell of a server's description: its line breaks kept, written as the frame describes.
fn text_cell<D: Describe>(out: &mut Markup, label: &str, text: Option<&str>, frame: &Frame<D>) {
    cell(out, label, Some("mcpa-ref-text"), |out| {
        if let Some(text) = text {
            frame.describe.cell(out, text);
        }
    });
}
