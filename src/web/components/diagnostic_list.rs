//! The findings, sorted by position. Activating one selects its range in the text; quick
//! fixes are buttons.

use super::code_editor::{severity_name, severity_symbol};
use super::with_code;
use crate::engine::Report;
use crate::spec::Lang;
use crate::web::app::heading;
use crate::web::hooks::use_help::use_help;
use crate::web::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DiagnosticListProps {
    pub lang: Lang,
    pub heading: u8,
    pub report: crate::web::Shared<Report>,
    pub selected: Option<usize>,
    pub spec_base: AttrValue,
    pub on_activate: Callback<usize>,
    /// (diagnostic index, fix index)
    pub on_fix: Callback<(usize, usize)>,
}

#[function_component(DiagnosticList)]
pub fn diagnostic_list(props: &DiagnosticListProps) -> Html {
    let lang = props.lang;
    let help = use_help(!props.report.diagnostics.is_empty());
    let items = props.report.diagnostics.iter().enumerate().map(|(index, located)| {
        let d = &located.diagnostic;
        let info = d.code.info();
        let severity = d.severity();
        let onclick = props.on_activate.reform(move |_: MouseEvent| index);
        let selected = props.selected == Some(index);
        html! {
            <li class="mcpa-diagnostic" part="finding" data-diagnostic="" data-selected={selected.then_some("")} data-severity={severity.as_str()} data-code={info.id} data-pointer={d.pointer.clone()}>
                <button type="button" class="mcpa-diagnostic-go" {onclick} aria-current={selected.then_some("true")}>
                    <span class="mcpa-severity">{ format!("{} {}", severity_symbol(severity), severity_name(severity).get(lang)) }</span>
                    <code class="mcpa-code-id">{ info.id }</code>
                    <span class="mcpa-where">{ format!("{} {}:{}", text::LINE.get(lang), located.start.line, located.start.column) }</span>
                    <span class="mcpa-message">{ with_code(&d.message(lang)) }</span>
                </button>
                <p class="mcpa-help">{ with_code(&help.as_ref().and_then(|h| h.get(info.id)).unwrap_or_default()) }{ " " }
                    <a href={d.page().url(&props.spec_base)} target="_blank" rel="noopener noreferrer">{ text::SPEC_LINK.get(lang) }</a>
                </p>
                if !d.fixes.is_empty() {
                    <p class="mcpa-fixes">
                        { for d.fixes.iter().enumerate().map(|(fix_index, fix)| {
                            let onclick = props.on_fix.reform(move |_: MouseEvent| (index, fix_index));
                            html! { <button type="button" class="mcpa-fix" data-fix="" {onclick}>{ with_code(&fix.title(lang)) }</button> }
                        }) }
                    </p>
                }
            </li>
        }
    });
    html! {
        <section class="mcpa-diagnostics" aria-label={text::DIAGNOSTICS_HEADING.get(lang)}>
            { heading(props.heading, None, None, text::DIAGNOSTICS_HEADING.get(lang)) }
            if props.report.diagnostics.is_empty() {
                <p>{ text::NO_DIAGNOSTICS.get(lang) }</p>
            } else {
                <ol class="mcpa-diagnostic-list" part="findings">{ for items }</ol>
            }
        </section>
    }
}
