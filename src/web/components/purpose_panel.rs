//! The panel beside the drawing: what the shown part is for. Announced politely.

use super::markup_html;
use crate::markup::Markup;
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
    let mut inner = Markup::default();
    inner
        .tags("<p class=\"mcpa-panel-kicker\">")
        .text(text::PURPOSE_HEADING.get(lang))
        .tags("</p>")
        .heading(
            props.heading,
            &[("id", Some(&title_id))],
            part.title.get(lang),
        )
        .tags("<p>")
        .with_code(&crate::web::hooks::later_text(
            part.purpose.get(lang),
            "purpose:",
            part.id,
        ))
        .tags("</p><p class=\"mcpa-owns\"><span class=\"mcpa-owns-label\">")
        .text(text::OWNS_LABEL.get(lang))
        .tags(": </span>");
    if part.owns.is_empty() {
        inner.with_code(text::NOTHING_OWNED.get(lang));
    }
    // A space between the fields: where a narrow panel may wrap, and what a screen reader pauses at.
    for field in part.owns {
        inner
            .tags("<code class=\"mcpa-field\">")
            .text(field)
            .tags("</code> ");
    }
    inner.tags("</p>");
    html! {
        <section class="mcpa-panel mcpa-purpose" part="panel purpose" id={props.id} role="tabpanel" data-panel="purpose" data-shows={part.id} aria-live="polite" aria-labelledby={title_id}>
            { markup_html(inner) }
        </section>
    }
}
