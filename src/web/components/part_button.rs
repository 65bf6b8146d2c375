//! One part of the drawing: a tab with its title and the fields it owns. Its clicks and pointer
//! go to the drawing's listeners (`diagram`).

use super::markup_html;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::text;
use yew::prelude::*;

pub struct PartButtonProps {
    pub lang: Lang,
    pub id: &'static str,
    pub selected: bool,
    pub focused: bool,
    pub shown: bool,
    pub related: bool,
    pub controls: String,
}

pub fn part_button(props: PartButtonProps) -> Html {
    let Some(part) = part(props.id) else {
        return html! {};
    };
    let id = part.id;
    // The button stays, with its focus; what it says is markup of our own (see
    // `crate::markup::Markup`).
    let lang = props.lang;
    let mut inner = Markup::default();
    inner
        .tags("<span class=\"mcpa-part-title\">")
        .text(part.title.get(lang))
        .tags("</span>");
    if props.selected {
        inner
            .tags("<span class=\"mcpa-part-mark\">✓ ")
            .text(text::SELECTED_MARK.get(lang))
            .tags("</span>");
    }
    if props.related {
        inner
            .tags("<span class=\"mcpa-part-mark\" data-related=\"\">")
            .text(text::RELATED_MARK.get(lang))
            .tags("</span>");
    }
    html! {
        <button
            key={id}
            type="button"
            role="tab"
            class="mcpa-part"
            data-shown={props.shown.then_some("")}
            data-related={props.related.then_some("")}
            part={if props.selected { "part part-selected" } else { "part" }}
            data-part={id}
            aria-selected={props.selected.to_string()}
            aria-controls={props.controls.clone()}
            tabindex={if props.focused { "0" } else { "-1" }}
        >
            { markup_html(inner) }
        </button>
    }
}
