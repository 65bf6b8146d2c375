//! The findings, sorted by position. Activating one selects its range in the text; quick
//! fixes are buttons.

use super::code_editor::{severity_name, severity_symbol};
use super::validator::Editor;
use super::{attribute_number, push_finding_text, push_heading, push_markup, push_with_code};
use crate::engine::Report;
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
    pub report: crate::web::Shared<Report>,
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
    // selection moves; what they hold is markup of our own (see `web::markup::push_escaped`), and one
    // listener an item serves its button and its fixes.
    let items = props.report.diagnostics.iter().enumerate().map(|(index, located)| {
        let d = &located.diagnostic;
        let info = d.code.info();
        let severity = d.severity();
        let selected = props.selected == Some(index);
        let mut label = String::new();
        push_markup(&mut label, &["<span class=\"mcpa-severity\">", severity_symbol(severity), " ", severity_name(severity).get(lang), "</span><code class=\"mcpa-code-id\">", info.id, "</code><span class=\"mcpa-where\">", text::LINE.get(lang), " ", &located.start.line.to_string(), ":", &located.start.column.to_string(), "</span><span class=\"mcpa-message\">"]);
        push_finding_text(&mut label, &d.message(lang));
        label.push_str("</span>");
        let mut rest = String::from("<p class=\"mcpa-help\">");
        push_with_code(&mut rest, &help.as_ref().and_then(|h| h.get(info.id)).unwrap_or_default());
        push_markup(&mut rest, &[" <a href=\"", &d.page().url(&props.spec_base), "\" target=\"_blank\" rel=\"noopener noreferrer\">", text::SPEC_LINK.get(lang), "</a></p>"]);
        if !d.fixes.is_empty() {
            rest.push_str("<p class=\"mcpa-fixes\">");
            for (fix_index, fix) in d.fixes.iter().enumerate() {
                push_markup(&mut rest, &["<button type=\"button\" class=\"mcpa-fix\" data-fix=\"", &fix_index.to_string(), "\">"]);
                push_finding_text(&mut rest, &fix.title(lang));
                rest.push_str("</button>");
            }
            rest.push_str("</p>");
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
                    { Html::from_html_unchecked(label.into()) }
                </button>
                { Html::from_html_unchecked(rest.into()) }
            </li>
        }
    });
    let mut title = String::new();
    push_heading(
        &mut title,
        props.heading,
        "",
        "",
        text::DIAGNOSTICS_HEADING.get(lang),
    );
    html! {
        <section class="mcpa-diagnostics" aria-label={text::DIAGNOSTICS_HEADING.get(lang)}>
            { Html::from_html_unchecked(title.into()) }
            if props.report.diagnostics.is_empty() {
                <p>{ text::NO_DIAGNOSTICS.get(lang) }</p>
            } else {
                <ol class="mcpa-diagnostic-list" part="findings">{ for items }</ol>
            }
        </section>
    }
}
