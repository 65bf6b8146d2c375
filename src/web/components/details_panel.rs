//! The panel below the drawing: details, a real message fragment and specification links.

use super::code_block::push_code_block;
use super::{markup_html, push_link};
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::text;
use std::borrow::Cow;
use yew::prelude::*;

pub struct DetailsPanelProps {
    pub lang: Lang,
    pub part: &'static str,
    /// The part's details and fragment: empty while the help table that holds them is on its
    /// way (`spec::later!`).
    pub details: Cow<'static, str>,
    pub fragment: Cow<'static, str>,
    pub id: String,
    pub spec_base: AttrValue,
}

pub fn details_panel(props: DetailsPanelProps) -> Html {
    let Some(part) = part(props.part) else {
        return html! {};
    };
    let lang = props.lang;
    let mut inner = Markup::default();
    inner
        .tags("<p class=\"mcpa-panel-kicker\">")
        .text(text::DETAILS_HEADING.get(lang))
        .tags("</p><p>")
        .with_code(&props.details)
        .tags("</p>");
    if !props.fragment.is_empty() {
        push_code_block(
            &mut inner,
            text::FRAGMENT_LABEL.get(lang),
            &props.fragment,
            part.syntax,
        );
    }
    inner
        .tags("<p class=\"mcpa-links\"><span>")
        .text(text::SPEC_LINKS_LABEL.get(lang))
        .tags(": </span>");
    for page in part.pages {
        push_link(&mut inner, &page.url(&props.spec_base), page.path());
    }
    inner.tags("</p>");
    html! {
        <section class="mcpa-panel mcpa-details" part="panel details" id={props.id} role="tabpanel" data-panel="details" data-shows={part.id} aria-label={[text::DETAILS_HEADING.get(lang), ": ", part.title.get(lang)].concat()}>
            { markup_html(inner) }
        </section>
    }
}
