//! An item's body, written when the item first opens: its link, icons, facts, description,
//! tables and findings.

use super::super::model::Entry;
use super::{cell, code, element, findings, open, table};
use crate::inert::inert;
use crate::spec::Lang;
use crate::surface::reference::{icons, item_facts, label, modifier_words, operator_words, yes_no};
use crate::surface::rows::{Fact, rows};
use crate::surface::{ListKind, template_variables};
use crate::web::markup::{push_escaped, push_with_code};
use crate::web::text;

/// A server's description: made inert, its spans between backticks as code; a backtick left
/// without its pair is shown as written.
fn description(out: &mut String, text: &str) {
    let text = inert(text);
    let (paired, rest) = match text.matches('`').count() % 2 {
        0 => (text.as_str(), ""),
        _ => text.split_at(text.rfind('`').unwrap_or(0)),
    };
    push_with_code(out, paired);
    push_escaped(out, rest);
}

/// Facts as docs writes them: a label, then the server's value as code; `; ` between them.
fn facts(out: &mut String, facts: Vec<Fact>) {
    for (index, fact) in facts.into_iter().enumerate() {
        if index > 0 {
            out.push_str("; ");
        }
        push_escaped(out, &fact.label);
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
                push_escaped(out, &row.types)
            });
            cell(&mut markup, parameter_head[2], None, |out| {
                push_escaped(out, &yes_no(row.required, lang))
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
                    push_escaped(out, &inert(&title.value));
                }
            });
            cell(&mut markup, head[2], None, |out| {
                push_escaped(out, &yes_no(argument.is_required(), lang))
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
                push_escaped(out, &operator_words(operator, lang))
            });
            cell(&mut markup, head[3], None, |out| {
                push_escaped(out, &modifier_words(&modifier, lang))
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
