//! One walk over a surface that drives either writer through [`Page`]: the server, then each
//! list's items with their facts, tables and findings.

use super::page::{Options, Page, fact, with_code};
use super::text::{Inline, description, one_line};
use crate::cli::budget::{self, ToolWeight};
use crate::cli::message::msg;
use crate::prose::inert;
use crate::spec::Lang;
use crate::surface::found::{Found, Note};
use crate::surface::reference::{
    Anchors, Tone, anchor_prefix, annotations, hints, icons, item_facts, label, modifier_words,
    operator_words, section_anchor, section_title, summary, title, yes_no,
};
use crate::surface::rows::{self, Fact};
use crate::surface::{Item, List, ListKind, Surface, template_variables};

/// `legacy`: the words a saved legacy walk's reference starts with.
pub(super) fn write<P: Page>(
    surface: &Surface,
    (mut found, legacy): (Found, Option<&str>),
    options: Options,
    mut page: P,
) -> String {
    let lang = options.lang;
    let server_name = surface.server.as_ref().and_then(|s| s.name.as_ref());
    let name = server_name.map(|name| name.value.as_str());
    page.begin(lang, &title(name, lang));
    let mut anchors = Anchors::default();
    // Every item's anchor, first, so that the contents and the findings can link to them.
    let lists: Vec<(&List, Vec<String>)> = (ListKind::ALL.iter())
        .filter_map(|&kind| surface.list(kind))
        .map(|list| {
            let prefix = anchor_prefix(list.kind);
            let names = (list.items.iter())
                .map(|item| anchors.take(prefix, &item.key.value))
                .collect();
            (list, names)
        })
        .collect();
    let mut contents = Vec::new();
    if surface.capabilities.is_some() {
        contents.push((
            "server".to_owned(),
            label::SERVER.get(lang).to_owned(),
            false,
        ));
    }
    for (list, names) in &lists {
        contents.push((
            section_anchor(list.kind).to_owned(),
            section_title(list.kind, lang),
            false,
        ));
        for (item, anchor) in list.items.iter().zip(names) {
            contents.push((anchor.clone(), inert(&item.key.value), true));
        }
    }
    page.contents(label::CONTENTS.get(lang), &contents);
    let weight = (surface.tools.as_ref())
        .filter(|_| options.budget)
        .map(budget::weigh_list);
    let held = lists.iter().map(|(list, _)| (list.kind, list.items.len()));
    page.paragraph(&[Inline::plain(summary(held, &found.notes, lang))]);
    if let Some(words) = legacy {
        page.paragraph(&with_code(words));
    }
    server(surface, &mut found, &mut page, lang);
    for (list, names) in &lists {
        page.section(section_anchor(list.kind), &section_title(list.kind, lang));
        if let Some(words) = hints(list, lang) {
            page.paragraph(&[Inline::plain(words)]);
        }
        if let Some(weight) = weight.as_ref().filter(|_| list.kind == ListKind::Tools) {
            let total = budget::cost(weight.bytes, weight.tokens, lang);
            let words = msg!(
                "Context cost of the whole list: {}.",
                "Стоимость всего перечня в контексте модели: {}.",
                total
            );
            page.paragraph(&[Inline::plain(words.get(lang).to_owned())]);
        }
        // An item's own findings first: the rest of its list answer's are the list's.
        let of_items: Vec<Vec<usize>> = (list.items.iter())
            .map(|item| found.within(item.place()))
            .collect();
        let pages = std::iter::once(&list.place).chain(list.items.iter().map(Item::place));
        let of_list = found.in_messages(pages);
        if !of_list.is_empty() {
            let caption = label::FINDINGS_ABOUT_LIST;
            page.findings(caption.get(lang), &found.get(&of_list), lang);
        }
        let items = list.items.iter().zip(names).zip(of_items).enumerate();
        for (index, ((item, anchor), of_item)) in items {
            // The weights are in list order.
            let tool_weight = (weight.as_ref())
                .filter(|_| list.kind == ListKind::Tools)
                .and_then(|weight| weight.tools.get(index));
            write_item(
                item,
                list.kind,
                anchor,
                &found.get(&of_item),
                tool_weight,
                options,
                &mut page,
            );
        }
    }
    let rest = found.take(|_| true);
    let rest = found.get(&rest);
    if !rest.is_empty() {
        page.section("findings", label::OTHER_FINDINGS.get(lang));
        page.findings("", &rest, lang);
    }
    page.finish()
}

fn server<P: Page>(surface: &Surface, found: &mut Found, page: &mut P, lang: Lang) {
    let Some(capabilities) = &surface.capabilities else {
        return;
    };
    page.section("server", label::SERVER.get(lang));
    if let Some(server) = &surface.server {
        let mut spans = Vec::new();
        if let Some(name) = &server.name {
            spans.push(Inline::plain(format!("{} ", label::NAME.get(lang))));
            spans.push(Inline::code(inert(&name.value)));
        }
        if let Some(version) = server.version.as_ref().filter(|v| !v.value.is_empty()) {
            spans.push(Inline::plain(format!(", {} ", label::VERSION.get(lang))));
            spans.push(Inline::code(inert(&version.value)));
        }
        if !spans.is_empty() {
            spans.push(Inline::plain("."));
            page.paragraph(&spans);
        }
    }
    let rows: Vec<Vec<Vec<Inline>>> = (capabilities.members().unwrap_or_default().iter())
        .map(|(name, value)| {
            let settings = match value.members() {
                Some([]) => Inline::plain(label::OFFERED.get(lang)),
                _ => Inline::code(inert(&value.to_json())),
            };
            vec![vec![Inline::code(inert(name))], vec![settings]]
        })
        .collect();
    let head = [
        label::CAPABILITY.get(lang).to_owned(),
        label::SETTINGS.get(lang).to_owned(),
    ];
    page.table(label::CAPABILITIES.get(lang), &head, &rows);
    let of_server = found.in_messages(std::iter::once(&capabilities.place));
    if !of_server.is_empty() {
        let caption = label::findings_about_server(surface.earlier.is_some());
        page.findings(caption.get(lang), &found.get(&of_server), lang);
    }
}

fn write_item<P: Page>(
    item: &Item,
    kind: ListKind,
    anchor: &str,
    notes: &[&Note],
    tool_weight: Option<&ToolWeight>,
    options: Options,
    page: &mut P,
) {
    let lang = options.lang;
    let title = item.title.as_ref().map(|t| inert(&t.value));
    page.item(anchor, &inert(&item.key.value), title.as_deref());
    let mut badges = annotations(item, kind, lang);
    for note in notes {
        badges.push((Tone::of(note.severity), note.code.to_owned()));
    }
    page.badges(&badges);
    page.icons(&icons(item, options.allow_remote_icons));
    let mut own = item_facts(item, kind, lang);
    if let Some(weight) = tool_weight {
        let label = msg!("Context cost", "Стоимость в контексте");
        let cost = budget::cost(weight.bytes, weight.tokens, lang);
        let label = format!("{}: {cost}", label.get(lang));
        // Only tools are weighed, and a tool's name is its key: the cost comes first.
        own.insert(0, Fact { label, value: None });
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
    if !notes.is_empty() {
        page.findings(label::FINDINGS.get(lang), notes, lang);
    }
    page.end_item();
}
