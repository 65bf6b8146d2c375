//! The panel below the drawing: details, a real message fragment and specification links.

use super::code_block::push_code_block;
use super::{push_markup, push_with_code};
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
    let mut inner = String::new();
    push_markup(
        &mut inner,
        &[
            "<p class=\"mcpa-panel-kicker\">",
            text::DETAILS_HEADING.get(lang),
            "</p>",
        ],
    );
    inner.push_str("<p>");
    push_with_code(&mut inner, &props.details);
    inner.push_str("</p>");
    if !props.fragment.is_empty() {
        push_code_block(
            &mut inner,
            text::FRAGMENT_LABEL.get(lang),
            &props.fragment,
            part.syntax,
        );
    }
    push_markup(
        &mut inner,
        &[
            "<p class=\"mcpa-links\"><span>",
            text::SPEC_LINKS_LABEL.get(lang),
            ": </span>",
        ],
    );
    for page in part.pages {
        push_markup(
            &mut inner,
            &[
                "<a href=\"",
                &page.url(&props.spec_base),
                "\" target=\"_blank\" rel=\"noopener noreferrer\">",
                page.path(),
                "</a>",
            ],
        );
    }
    inner.push_str("</p>");
    html! {
        <section class="mcpa-panel mcpa-details" part="panel details" id={props.id} role="tabpanel" data-panel="details" data-shows={part.id} aria-label={[text::DETAILS_HEADING.get(lang), ": ", part.title.get(lang)].concat()}>
            { Html::from_html_unchecked(inner.into()) }
        </section>
    }
}
