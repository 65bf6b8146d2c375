//! One item of the reference view (a tool, prompt, resource or template) and the pieces every
//! part of the view draws with: a table in its scrolling box, a list of findings.

use super::{Entry, Finding};
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::reference::{
    Tone, annotations, icons, item_facts, label, modifier_words, operator_words, yes_no,
};
use crate::surface::rows::{Fact, rows};
use crate::surface::{ListKind, template_variables};
use crate::web::Shared;
use crate::web::app::heading;
use crate::web::components::with_code;
use crate::web::text;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A table with its caption, in a box that scrolls sideways when it is wider than the widget
/// (focusable, so that a keyboard can scroll it too); on a narrow widget the stylesheet stacks
/// each row as a card instead, each cell after its column's header (`cell`). The box is a landmark named by its caption and the item
/// it belongs to (`owner`), so that the tables of several open items have names of their own.
pub(super) fn table(caption: &str, owner: Option<&str>, head: &[&str], rows: Html) -> Html {
    let region = match owner {
        Some(owner) => format!("{caption}: {owner}"),
        None => caption.to_owned(),
    };
    html! {
        <div class="mcpa-ref-table" role="region" aria-label={region} tabindex="0">
            <table>
                <caption>{ caption }</caption>
                <thead><tr>{ for head.iter().map(|h| html! { <th scope="col">{ *h }</th> }) }</tr></thead>
                <tbody>{ rows }</tbody>
            </table>
        </div>
    }
}

/// A cell, with its column's header as `data-label`: a narrow widget's stylesheet writes it
/// before the value when the rows stack as cards, so the words are the table's own.
pub(super) fn cell(label: &'static str, content: Html) -> Html {
    html! { <td data-label={label}>{ content }</td> }
}

/// A server's description as text, its spans between backticks as code (`with_code`, which
/// the widget's own sentences use too); a backtick left without its pair is shown as written.
fn description(text: &str) -> Html {
    let text = inert(text);
    let (paired, rest) = match text.matches('`').count() % 2 {
        0 => (text.as_str(), ""),
        _ => text.split_at(text.rfind('`').unwrap_or(0)),
    };
    html! { <>{ with_code(paired) }{ rest }</> }
}

/// A cell of a server's description: its line breaks kept, its code spans as code.
fn text_cell(label: &'static str, text: Option<&str>) -> Html {
    html! { <td class="mcpa-ref-text" data-label={label}>{ text.map(description).unwrap_or_default() }</td> }
}

fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    severity.noun().form(1, lang)
}

pub(super) fn findings(findings: &[Finding], caption: &str, lang: Lang) -> Html {
    if findings.is_empty() {
        return Html::default();
    }
    html! {
        <div class="mcpa-ref-findings">
            if !caption.is_empty() {
                <p class="mcpa-ref-caption">{ caption }</p>
            }
            <ul>
                { for findings.iter().map(|f| html! {
                    <li data-severity={Tone::of(f.severity).class()} data-code={f.code}>
                        <span class="mcpa-severity">{ severity_word(f.severity, lang) }</span>{ " " }
                        <code>{ f.code }</code>{ ": " }
                        { with_code(&f.message) }
                        <span class="mcpa-ref-at">{ format!(" ({} {})", text::LINE.get(lang), f.line) }</span>
                    </li>
                }) }
            </ul>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct ItemProps {
    pub(super) entry: Shared<Entry>,
    pub(super) lang: Lang,
    pub(super) shown: bool,
    /// Every item open (printing).
    pub(super) expanded: bool,
    /// The item the address names: opened and scrolled to.
    pub(super) targeted: bool,
    pub(super) allow_remote_icons: bool,
    pub(super) level: u8,
}

/// One item: its name, title and badges always; the rest drawn only while it is open (a list
/// of 500 tools is drawn in a fraction of the time).
#[function_component(ItemView)]
pub(super) fn item_view(props: &ItemProps) -> Html {
    let open = use_state(|| props.targeted);
    let node = use_node_ref();
    {
        let (open, node) = (open.clone(), node.clone());
        use_effect_with(props.targeted, move |&targeted| {
            if targeted {
                open.set(true);
                if let Some(element) = node.cast::<web_sys::HtmlElement>() {
                    element.scroll_into_view();
                    if let Some(summary) = element.first_element_child() {
                        let _ = summary.unchecked_into::<web_sys::HtmlElement>().focus();
                    }
                }
            }
        });
    }
    let onclick = {
        let open = open.clone();
        Callback::from(move |event: MouseEvent| {
            // The state, not the browser, opens and closes it: the body is drawn only when open.
            event.prevent_default();
            open.set(!*open);
        })
    };
    let entry = &props.entry;
    let lang = props.lang;
    let item = &entry.item;
    let is_open = *open || props.expanded;
    let mut badges = annotations(item, entry.kind, lang);
    for finding in &entry.findings {
        badges.push((Tone::of(finding.severity), finding.code.to_owned()));
    }
    let title = item.title.as_ref().map(|t| inert(&t.value));
    html! {
        <details id={entry.anchor.clone()} class="mcpa-ref-item" ref={node} open={is_open} hidden={!props.shown}>
            <summary {onclick}>
                { heading(props.level, Some("mcpa-ref-name"), None, &inert(&item.key.value)) }
                if let Some(title) = title {
                    <span class="mcpa-ref-subtitle">{ title }</span>
                }
                if !badges.is_empty() {
                    <span class="mcpa-ref-badges">
                        { for badges.into_iter().map(|(tone, words)| html! {
                            <span class="mcpa-ref-badge" data-tone={tone.class()}>{ words }</span>
                        }) }
                    </span>
                }
            </summary>
            if is_open {
                { item_body(entry, lang, props.allow_remote_icons) }
            }
        </details>
    }
}

/// Facts as docs writes them: a label, then the server's value as code; `; ` between them.
fn facts_html(facts: Vec<Fact>) -> Html {
    (facts.into_iter().enumerate())
        .map(|(index, fact)| {
            html! {
                <>
                    if index > 0 { { "; " } }
                    { fact.label }
                    if let Some(value) = fact.value {
                        { " " }<code>{ value }</code>
                    }
                </>
            }
        })
        .collect()
}

fn item_body(entry: &Entry, lang: Lang, allow_remote_icons: bool) -> Html {
    let item = &entry.item;
    let kind = entry.kind;
    let facts = item_facts(item, kind, lang);
    let owner = inert(&item.key.value);
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
    let schema_tables = schemas.into_iter().filter_map(|(schema, caption)| {
        let rows = rows(schema?, lang);
        if rows.is_empty() {
            return Some(html! { <p>{ format!("{caption}: {}", label::NO_PARAMETERS.get(lang)) }</p> });
        }
        let rows = rows.into_iter().map(|row| {
            let path = match row.path.is_empty() {
                true => label::THE_VALUE.get(lang).to_owned(),
                false => row.path,
            };
            html! {
                <tr data-depth={row.depth.min(6).to_string()} data-header={row.header.then_some("")}>
                    { cell(parameter_head[0], html! { <code>{ path }</code> }) }
                    { cell(parameter_head[1], row.types.into()) }
                    { cell(parameter_head[2], yes_no(row.required, lang).into()) }
                    { text_cell(parameter_head[3], row.description.as_deref()) }
                    { cell(parameter_head[4], facts_html(row.facts)) }
                </tr>
            }
        });
        Some(table(caption, Some(&owner), &parameter_head, rows.collect()))
    });
    let arguments = (kind == ListKind::Prompts && !item.arguments.is_empty()).then(|| {
        let head = [
            label::NAME.get(lang),
            label::TITLE.get(lang),
            label::REQUIRED.get(lang),
            label::DESCRIPTION.get(lang),
        ];
        let rows = item.arguments.iter().map(|argument| html! {
            <tr>
                { cell(head[0], html! { <code>{ inert(&argument.name.value) }</code> }) }
                { cell(head[1], argument.title.as_ref().map(|t| inert(&t.value)).unwrap_or_default().into()) }
                { cell(head[2], yes_no(argument.is_required(), lang).into()) }
                { text_cell(head[3], argument.description.as_ref().map(|d| d.value.as_str())) }
            </tr>
        });
        table(label::ARGUMENTS.get(lang), Some(&owner), &head, rows.collect())
    });
    let variables = item
        .uri_template
        .as_ref()
        .map(|t| template_variables(&t.value));
    let variables = variables.filter(|v| !v.is_empty()).map(|variables| {
        let head = [
            label::VARIABLE.get(lang),
            label::OPERATOR.get(lang),
            label::EXPANSION.get(lang),
            label::MODIFIER.get(lang),
        ];
        let rows = variables.into_iter().map(|(variable, operator, modifier)| html! {
            <tr>
                { cell(head[0], html! { <code>{ inert(&variable) }</code> }) }
                { cell(head[1], operator.map(|o| html! { <code>{ o.to_string() }</code> }).unwrap_or_default()) }
                { cell(head[2], operator_words(operator, lang).into()) }
                { cell(head[3], modifier_words(&modifier, lang).into()) }
            </tr>
        });
        table(
            label::TEMPLATE_VARIABLES.get(lang),
            Some(&owner),
            &head,
            rows.collect(),
        )
    });
    let icons = icons(item, allow_remote_icons);
    html! {
        <div class="mcpa-ref-body">
            <p class="mcpa-ref-permalink"><a href={format!("#{}", entry.anchor)}>{ text::PERMALINK.get(lang) }</a></p>
            if !icons.is_empty() {
                <p class="mcpa-ref-icons">
                    { for icons.into_iter().map(|src| html! { <img {src} alt="" loading="lazy" referrerpolicy="no-referrer" /> }) }
                </p>
            }
            if !facts.is_empty() {
                <p>{ facts_html(facts) }</p>
            }
            if let Some(text) = &item.description {
                <p class="mcpa-ref-text mcpa-ref-description">{ description(&text.value) }</p>
            }
            { for schema_tables }
            { arguments.unwrap_or_default() }
            { variables.unwrap_or_default() }
            { findings(&entry.findings, label::FINDINGS.get(lang), lang) }
        </div>
    }
}
