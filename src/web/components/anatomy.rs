//! The anatomy widget: the drawing, the purpose panel beside it, the details panel below.

use super::details_panel::DetailsPanel;
use super::diagram::Diagram;
use super::purpose_panel::PurposePanel;
use crate::spec::Lang;
use crate::spec::parts::part;
use crate::web::state::{Action, AnatomyState};
use crate::web::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnatomyProps {
    pub lang: Lang,
    pub spec_base: AttrValue,
}

#[function_component(Anatomy)]
pub fn anatomy(props: &AnatomyProps) -> Html {
    let state = use_reducer(AnatomyState::default);
    let lang = props.lang;
    let dispatch = {
        let state = state.clone();
        Callback::from(move |action: Action| state.dispatch(action))
    };
    // Ids of the panels, unique per instance so several widgets can share a page.
    let instance = use_memo((), |_| next_instance_id());
    let purpose_id = format!("mcpa-{instance}-purpose");
    let details_id = format!("mcpa-{instance}-details");
    let Some(shown) = part(state.shown()) else {
        return html! {};
    };
    html! {
        <section class="mcpa-anatomy" aria-label={text::ANATOMY_TITLE.get(lang)}>
            <p class="mcpa-hint">{ text::ANATOMY_HINT.get(lang) }</p>
            <div class="mcpa-anatomy-grid">
                <Diagram
                    lang={lang}
                    selected={state.selected}
                    focused={state.focused}
                    shown={state.shown()}
                    controls={format!("{purpose_id} {details_id}")}
                    on_action={dispatch.clone()}
                />
                <PurposePanel lang={lang} part={shown.id} id={purpose_id.clone()} />
                <DetailsPanel lang={lang} part={shown.id} id={details_id.clone()} spec_base={props.spec_base.clone()} />
            </div>
        </section>
    }
}

fn next_instance_id() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
