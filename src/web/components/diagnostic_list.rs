//! The findings, sorted by position. Activating one selects its range in the text; quick
//! fixes are buttons.

use super::code_editor::{severity_name, severity_symbol};
use super::editor::Editor;
use super::{attribute_number, markup_html, push_finding_text, push_link};
use crate::engine::Report;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::web::hooks::use_help::HelpTable;
use crate::web::text;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

pub struct DiagnosticListProps {
    pub lang: Lang,
    pub heading: u8,
    pub report: crate::web::shared::Shared<Report>,
    pub selected: Option<usize>,
    pub spec_base: AttrValue,
    /// What a finding's button and its fixes act on.
    pub editor: Rc<Editor>,
    /// The help table, once fetched (`use_help`).
    pub help: Option<HelpTable>,
}

/// Drawn with the editor, which draws it again whenever it draws (its callbacks are new each
/// time), so a component of its own skipped nothing and cost a copy of Yew's lifecycle code.
pub fn diagnostic_list(props: DiagnosticListProps) -> Html {
    let lang = props.lang;
    let help = &props.help;
    // Each finding's item and button stay elements of Yew's, which keep the focus while the
    // selection moves; what they hold is markup of our own (see `crate::markup::Markup`), and one
    // listener an item serves its button and its fixes.
    let items = props.report.diagnostics.iter().enumerate().map(|(index, located)| {
        let d = &located.diagnostic;
        let info = d.code.info();
        let severity = d.severity();
        let selected = props.selected == Some(index);
        let mut label = Markup::default();
        label.tags("<span class=\"mcpa-severity\">").text(severity_symbol(severity)).text(" ").text(severity_name(severity).get(lang))
            .tags("</span><code class=\"mcpa-code-id\">").text(info.id)
            .tags("</code><span class=\"mcpa-where\">").text(text::LINE.get(lang)).text(" ").text(&located.start.line.to_string()).text(":").text(&located.start.column.to_string())
            .tags("</span><span class=\"mcpa-message\">");
        push_finding_text(&mut label, &d.message(lang));
        label.tags("</span>");
        let mut rest = Markup::default();
        rest.tags("<p class=\"mcpa-help\">").with_code(&help.as_ref().and_then(|h| h.get(info.id)).unwrap_or_default()).text(" ");
        push_link(&mut rest, &d.page().url(&props.spec_base), text::SPEC_LINK.get(lang));
        rest.tags("</p>");
        if !d.fixes.is_empty() {
            rest.tags("<p class=\"mcpa-fixes\">");
            for (fix_index, fix) in d.fixes.iter().enumerate() {
                rest.open("button", &[("type", Some("button")), ("class", Some("mcpa-fix")), ("data-fix", Some(&fix_index.to_string()))]);
                push_finding_text(&mut rest, &fix.title(lang));
                rest.tags("</button>");
            }
            rest.tags("</p>");
        }
        let editor = props.editor.clone();
        let onclick = Callback::from(move |event: MouseEvent| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            if let Some(fix) = target.closest("[data-fix]").ok().flatten() {
                let fix = fix.get_attribute("data-fix").unwrap_or_default();
                if let Some(fix_index) = attribute_number(&fix) {
                    editor.fix(index, fix_index);
                }
            } else if target.closest(".mcpa-diagnostic-go").ok().flatten().is_some() {
                editor.activate(index);
            }
        });
        html! {
            <li class="mcpa-diagnostic" part="finding" data-diagnostic="" data-selected={selected.then_some("")} data-severity={severity.as_str()} data-code={info.id} data-pointer={d.pointer.clone()} {onclick}>
                <button type="button" class="mcpa-diagnostic-go" aria-current={selected.then_some("true")}>
                    { markup_html(label) }
                </button>
                { markup_html(rest) }
            </li>
        }
    });
    let mut title = Markup::default();
    title.heading(props.heading, &[], text::DIAGNOSTICS_HEADING.get(lang));
    html! {
        <section class="mcpa-diagnostics" aria-label={text::DIAGNOSTICS_HEADING.get(lang)}>
            { markup_html(title) }
            if props.report.diagnostics.is_empty() {
                <p>{ text::NO_DIAGNOSTICS.get(lang) }</p>
            } else {
                <ol class="mcpa-diagnostic-list" part="findings">{ for items }</ol>
            }
        </section>
    }
}
