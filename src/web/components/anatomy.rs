//! The anatomy widget: the drawing, the purpose panel beside it, the details panel below.

use super::details_panel::{DetailsPanelProps, details_panel};
use super::diagram::{DiagramProps, diagram};
use super::markup_html;
use super::purpose_panel::{PurposePanelProps, purpose_panel};
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::hooks::later_text;
#[cfg(feature = "editor")]
use crate::web::hooks::use_help::use_help;
use crate::web::state::{Action, AnatomyState};
use crate::web::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnatomyProps {
    pub lang: Lang,
    pub spec_base: AttrValue,
    /// Makes element ids unique when several widgets share a page.
    pub instance: u32,
    /// The level of the panel's heading.
    pub heading: u8,
    /// Whether to mark `related_part`.
    #[prop_or_default]
    pub related: bool,
    /// The part owning what the editor's reader is looking at.
    #[prop_or_default]
    pub related_part: Option<&'static str>,
    #[prop_or_default]
    pub on_select: Callback<&'static str>,
}

#[function_component(Anatomy)]
pub fn anatomy(props: &AnatomyProps) -> Html {
    let state = use_reducer(AnatomyState::default);
    let list = use_node_ref();
    let lang = props.lang;
    let dispatch = {
        let (state, on_select) = (state.clone(), props.on_select.clone());
        Callback::from(move |action: Action| {
            match action {
                Action::Select(id) => on_select.emit(id),
                Action::SelectFocused => on_select.emit(state.focused),
                _ => {}
            }
            state.dispatch(action)
        })
    };
    let instance = props.instance;
    let instance = instance.to_string();
    let purpose_id = ["mcpa-", &instance, "-purpose"].concat();
    let details_id = ["mcpa-", &instance, "-details"].concat();
    let mut hint = Markup::default();
    hint.element(
        "p",
        &[("class", Some("mcpa-hint"))],
        text::ANATOMY_HINT.get(lang),
    );
    let Some(shown) = part(state.shown()) else {
        return html! {};
    };
    // The full module's parts after the first have their texts in the help table, and draw
    // again when it comes.
    #[cfg(feature = "editor")]
    let _table = use_help(shown.details.get(lang).is_empty());
    let details = later_text(shown.details.get(lang), "details:", shown.id);
    let fragment = later_text(shown.fragment, "fragment:", shown.id);
    html! {
        <section class="mcpa-anatomy" aria-label={text::ANATOMY_TITLE.get(lang)}>
            { markup_html(hint) }
            <div class="mcpa-anatomy-grid">
                { diagram(DiagramProps {
                    lang,
                    selected: state.selected,
                    focused: state.focused,
                    shown: state.shown(),
                    related: props.related.then_some(props.related_part).flatten(),
                    controls: [&*purpose_id, " ", &details_id].concat(),
                    on_action: dispatch,
                    list,
                }) }
                { purpose_panel(PurposePanelProps { lang, part: shown.id, id: purpose_id.clone(), heading: props.heading }) }
                { details_panel(DetailsPanelProps { lang, part: shown.id, details, fragment, id: details_id.clone(), spec_base: props.spec_base.clone() }) }
            </div>
        </section>
    }
}
