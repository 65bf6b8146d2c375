//! The panel beside the drawing: what the shown part is for. Announced politely.

use super::{push_heading, push_markup, push_with_code};
use crate::spec::Lang;
use crate::spec::parts::part;
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
    let title_id = [&*props.id, "-title"].concat();
    // The section stays, so that what changes inside it is announced.
    let mut inner = String::new();
    push_markup(
        &mut inner,
        &[
            "<p class=\"mcpa-panel-kicker\">",
            text::PURPOSE_HEADING.get(lang),
            "</p>",
        ],
    );
    push_heading(
        &mut inner,
        props.heading,
        "",
        &title_id,
        part.title.get(lang),
    );
    inner.push_str("<p>");
    push_with_code(
        &mut inner,
        &crate::web::later_text(part.purpose.get(lang), "purpose:", part.id),
    );
    push_markup(
        &mut inner,
        &[
            "</p><p class=\"mcpa-owns\"><span class=\"mcpa-owns-label\">",
            text::OWNS_LABEL.get(lang),
            ": </span>",
        ],
    );
    if part.owns.is_empty() {
        push_with_code(&mut inner, text::NOTHING_OWNED.get(lang));
    }
    // A space between the fields: where a narrow panel may wrap, and what a screen reader pauses at.
    for field in part.owns {
        push_markup(
            &mut inner,
            &["<code class=\"mcpa-field\">", field, "</code> "],
        );
    }
    inner.push_str("</p>");
    html! {
        <section class="mcpa-panel mcpa-purpose" part="panel purpose" id={props.id} role="tabpanel" data-panel="purpose" data-shows={part.id} aria-live="polite" aria-labelledby={title_id}>
            { Html::from_html_unchecked(inner.into()) }
        </section>
    }
}
