//! One walk over a reference page's model (`surface::page`, as the HTML page and the view
//! show it) that drives the Markdown writer through [`Page`]: the server, then each list's
//! items with their facts, tables and findings.

use super::page::{Findings, Options, Page, fact, with_code};
use super::text::{Inline, description, one_line};
use crate::prose::inert;
use crate::spec::Lang;
use crate::surface::page::{Entry, Model, ServerPart};
use crate::surface::reference::{
    Tone, annotations, icons, item_facts, label, modifier_words, operator_words, section_anchor,
    section_title, yes_no,
};
use crate::surface::rows::{self, Fact};
use crate::surface::{ListKind, template_variables};

pub(super) fn write<P: Page>(model: &Model, options: Options, mut page: P) -> String {
    let lang = options.lang;
    page.begin(lang, &model.title);
    page.paragraph(&[Inline::plain(model.summary.clone())]);
    if let Some(words) = &model.earlier {
        page.paragraph(&with_code(words));
    }
    if let Some(server) = &model.server {
        write_server(server, &mut page, lang);
    }
    for section in &model.sections {
        page.section(
            section_anchor(section.kind),
            section_title(section.kind, lang),
        );
        for words in [&section.hints, &section.cost].into_iter().flatten() {
            page.paragraph(&[Inline::plain(words.clone())]);
        }
        let findings = Findings {
            own: &section.findings,
            repeated: &section.repeated,
            kind: section.kind,
            told: &[],
        };
        if !findings.is_empty() {
            page.findings(label::FINDINGS_ABOUT_LIST.get(lang), findings, lang);
        }
        if section.entries.is_empty() {
            page.paragraph(&[Inline::plain(label::NONE_LISTED.get(lang))]);
        }
        for entry in &section.entries {
            write_item(entry, options, &mut page);
        }
    }
    if !model.other.is_empty() {
        page.section("findings", label::OTHER_FINDINGS.get(lang));
        page.findings("", Findings::only(&model.other), lang);
    }
    page.finish()
}

fn write_server<P: Page>(server: &ServerPart, page: &mut P, lang: Lang) {
    page.section("server", label::SERVER.get(lang));
    let mut spans = Vec::new();
    if let Some(name) = &server.name {
        spans.push(Inline::plain(format!("{} ", label::NAME.get(lang))));
        spans.push(Inline::code(name.clone()));
    }
    if let Some(version) = &server.version {
        spans.push(Inline::plain(format!(", {} ", label::VERSION.get(lang))));
        spans.push(Inline::code(version.clone()));
    }
    if !spans.is_empty() {
        spans.push(Inline::plain("."));
        page.paragraph(&spans);
    }
    let rows: Vec<Vec<Vec<Inline>>> = (server.capabilities.iter())
        .map(|capability| {
            let mut settings = Vec::new();
            if capability.words.is_empty() && capability.rest.is_none() {
                settings.push(Inline::plain(label::OFFERED.get(lang)));
            }
            if !capability.words.is_empty() {
                settings.push(Inline::plain(capability.words.join("; ")));
            }
            if let Some(rest) = &capability.rest {
                if !capability.words.is_empty() {
                    settings.push(Inline::plain("; "));
                }
                settings.push(Inline::code(rest.clone()));
            }
            vec![vec![Inline::code(capability.name.clone())], settings]
        })
        .collect();
    let head = [
        label::CAPABILITY.get(lang).to_owned(),
        label::SETTINGS.get(lang).to_owned(),
    ];
    page.table(label::CAPABILITIES.get(lang), &head, &rows);
    if !server.findings.is_empty() {
        let caption = label::findings_about_server(server.from_initialize);
        page.findings(caption.get(lang), Findings::only(&server.findings), lang);
    }
}

fn write_item<P: Page>(entry: &Entry, options: Options, page: &mut P) {
    let (item, kind, anchor) = (&entry.item, entry.kind, entry.anchor.as_str());
    let lang = options.lang;
    let title = item.shown_title().map(inert);
    page.item(anchor, &inert(&item.key.value), title.as_deref());
    let mut badges = annotations(item, kind, lang);
    for finding in &entry.findings {
        badges.push((Tone::of(finding.severity), finding.code.to_owned()));
    }
    for told in &entry.told {
        badges.push((Tone::of(told.severity), told.code.to_owned()));
    }
    page.badges(&badges);
    page.icons(&icons(item, options.allow_remote_icons));
    let mut own = item_facts(item, kind, lang);
    if let Some(cost) = &entry.cost {
        // Only tools are weighed, and a tool's name is its key: the cost comes first.
        own.insert(
            0,
            Fact {
                label: cost.clone(),
                value: None,
            },
        );
    }
    let mut facts: Vec<Inline> = Vec::new();
    for Fact { label, value } in own {
        fact(&mut facts, &label, value);
    }
    if !facts.is_empty() {
        page.paragraph(&facts);
    }
    if let Some(text) = &item.description {
        page.description(&description(&text.value));
    }
    let parameter_head = [
        label::NAME.get(lang).to_owned(),
        label::TYPE.get(lang).to_owned(),
        label::REQUIRED.get(lang).to_owned(),
        label::DESCRIPTION.get(lang).to_owned(),
        label::RULES.get(lang).to_owned(),
    ];
    let schemas = [
        (item.input_schema(), label::INPUT),
        (item.output_schema(), label::OUTPUT),
    ];
    for (schema, caption) in schemas {
        let Some(schema) = schema else { continue };
        let rows: Vec<Vec<Vec<Inline>>> = (rows::rows(schema, lang).into_iter())
            .map(|row| {
                let mut facts = Vec::new();
                for Fact { label, value } in row.facts {
                    fact(&mut facts, &label, value);
                }
                let text = (row.description.as_deref())
                    .map(|text| one_line(description(text)))
                    .unwrap_or_default();
                let path = match row.path.is_empty() {
                    true => label::THE_VALUE.get(lang).to_owned(),
                    false => format!("{}{}", "\u{a0}\u{a0}".repeat(row.depth), row.path),
                };
                vec![
                    vec![Inline::code(path)],
                    vec![Inline::plain(row.types)],
                    vec![Inline::plain(yes_no(row.required, lang))],
                    text,
                    facts,
                ]
            })
            .collect();
        if rows.is_empty() {
            page.paragraph(&[Inline::plain(format!(
                "{}: {}",
                caption.get(lang),
                label::NO_PARAMETERS.get(lang)
            ))]);
        } else {
            page.table(caption.get(lang), &parameter_head, &rows);
        }
    }
    if kind == ListKind::Prompts && !item.arguments.is_empty() {
        let rows: Vec<Vec<Vec<Inline>>> = (item.arguments.iter())
            .map(|argument| {
                let text = (argument.description.as_ref())
                    .map(|d| one_line(description(&d.value)))
                    .unwrap_or_default();
                vec![
                    vec![Inline::code(inert(&argument.name.value))],
                    vec![Inline::plain(
                        argument
                            .title
                            .as_ref()
                            .map(|t| inert(&t.value))
                            .unwrap_or_default(),
                    )],
                    vec![Inline::plain(yes_no(argument.is_required(), lang))],
                    text,
                ]
            })
            .collect();
        let head = [
            label::NAME.get(lang).to_owned(),
            label::TITLE.get(lang).to_owned(),
            label::REQUIRED.get(lang).to_owned(),
            label::DESCRIPTION.get(lang).to_owned(),
        ];
        page.table(label::ARGUMENTS.get(lang), &head, &rows);
    }
    if let Some(template) = &item.uri_template {
        let rows: Vec<Vec<Vec<Inline>>> = (template_variables(&template.value).into_iter())
            .map(|(variable, operator, modifier)| {
                vec![
                    vec![Inline::code(inert(&variable))],
                    operator.map(|o| vec![Inline::code(o)]).unwrap_or_default(),
                    vec![Inline::plain(operator_words(operator, lang))],
                    vec![Inline::plain(modifier_words(&modifier, lang))],
                ]
            })
            .collect();
        if !rows.is_empty() {
            let head = [
                label::VARIABLE.get(lang).to_owned(),
                label::OPERATOR.get(lang).to_owned(),
                label::EXPANSION.get(lang).to_owned(),
                label::MODIFIER.get(lang).to_owned(),
            ];
            page.table(label::TEMPLATE_VARIABLES.get(lang), &head, &rows);
        }
    }
    let example = crate::surface::example::of(item, kind);
    page.code(label::EXAMPLE_CALL.get(lang), "json", &example.request);
    page.code(label::OVER_HTTP.get(lang), "sh", &example.curl);
    let findings = Findings {
        told: &entry.told,
        ..Findings::only(&entry.findings)
    };
    if !findings.is_empty() {
        page.findings(label::FINDINGS.get(lang), findings, lang);
    }
    page.end_item();
}
