//! The panel below the drawing: details, a real message fragment and specification links.

use super::code_block::{CodeBlockProps, code_block};
use super::with_code;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::text;
use yew::prelude::*;

pub struct DetailsPanelProps {
    pub lang: Lang,
    pub part: &'static str,
    pub id: String,
    pub spec_base: AttrValue,
}

pub fn details_panel(props: DetailsPanelProps) -> Html {
    let Some(part) = part(props.part) else {
        return html! {};
    };
    let lang = props.lang;
    html! {
        <section class="mcpa-panel mcpa-details" part="panel details" id={props.id.clone()} role="tabpanel" data-panel="details" data-shows={part.id} aria-label={format!("{}: {}", text::DETAILS_HEADING.get(lang), part.title.get(lang))}>
            <p class="mcpa-panel-kicker">{ text::DETAILS_HEADING.get(lang) }</p>
            <p>{ with_code(part.details.get(lang)) }</p>
            { code_block(CodeBlockProps { label: text::FRAGMENT_LABEL.get(lang), source: part.fragment, syntax: part.syntax }) }
            <p class="mcpa-links">
                <span>{ format!("{}: ", text::SPEC_LINKS_LABEL.get(lang)) }</span>
                { for part.pages.iter().map(|page| html! {
                    <a href={page.url(&props.spec_base)} target="_blank" rel="noopener noreferrer">{ page.path() }</a>
                }) }
            </p>
        </section>
    }
}
