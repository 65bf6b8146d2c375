//! The panel beside the drawing: what the shown part is for. Announced politely.

use super::with_code;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::app::heading;
use crate::web::text;
use yew::prelude::*;

pub struct PurposePanelProps {
    pub lang: Lang,
    pub part: &'static str,
    pub id: String,
    pub heading: u8,
}

pub fn purpose_panel(props: PurposePanelProps) -> Html {
    let Some(part) = part(props.part) else {
        return html! {};
    };
    let lang = props.lang;
    html! {
        <section class="mcpa-panel mcpa-purpose" part="panel purpose" id={props.id.clone()} role="tabpanel" data-panel="purpose" data-shows={part.id} aria-live="polite" aria-labelledby={format!("{}-title", props.id)}>
            <p class="mcpa-panel-kicker">{ text::PURPOSE_HEADING.get(lang) }</p>
            { heading(props.heading, None, Some(format!("{}-title", props.id)), part.title.get(lang)) }
            <p>{ with_code(part.purpose.get(lang)) }</p>
            <p class="mcpa-owns">
                <span class="mcpa-owns-label">{ format!("{}: ", text::OWNS_LABEL.get(lang)) }</span>
                if part.owns.is_empty() {
                    { with_code(text::NOTHING_OWNED.get(lang)) }
                } else {
                    { for part.owns.iter().map(|field| html! { <code class="mcpa-field">{ *field }</code> }) }
                }
            </p>
        </section>
    }
}
