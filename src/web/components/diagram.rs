//! The drawing: one server box holding the seven parts, a single tab stop with roving focus.
//! Drawn with the anatomy, whose state it shows (a component of its own carried a copy of Yew's
//! lifecycle code); one set of listeners serves the seven parts, each naming itself in its
//! `data-part`.

use super::markup_html;
use super::part_button::{PartButtonProps, part_button};
use crate::markup::Markup;
use crate::navigation::Move;
use crate::spec::Lang;
use crate::spec::parts::PARTS;
use crate::web::state::Action;
use crate::web::text;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

pub struct DiagramProps {
    pub lang: Lang,
    pub selected: &'static str,
    pub focused: &'static str,
    pub shown: &'static str,
    pub related: Option<&'static str>,
    /// Ids of the panels the parts control.
    pub controls: String,
    pub on_action: Callback<Action>,
    /// The list of parts, which keys move the focus in.
    pub list: NodeRef,
}

/// The part an event happened in, if any.
fn part_of(event: &Event) -> Option<&'static str> {
    let element = event.target()?.dyn_into::<Element>().ok()?;
    let id = element
        .closest("[data-part]")
        .ok()??
        .get_attribute("data-part")?;
    PARTS.iter().find(|part| part.id == id).map(|part| part.id)
}

pub fn diagram(props: DiagramProps) -> Html {
    let list = props.list.clone();
    let onkeydown = {
        let on_action = props.on_action.clone();
        let list = list.clone();
        let (focused, selected) = (props.focused, props.selected);
        Callback::from(move |event: KeyboardEvent| {
            let key = event.key();
            let action = match key.as_str() {
                "Enter" | " " => Action::SelectFocused,
                "Escape" => Action::Restore,
                _ => match Move::from_key(&key) {
                    Some(movement) => Action::Navigate(movement),
                    None => return,
                },
            };
            event.prevent_default();
            // Move DOM focus now; the reducer moves the tab stop with it. The step starts from
            // the part that has the focus, which this render's props may not know yet: a key
            // pressed before the last press was rendered would otherwise step from the old one.
            let from = (event.target())
                .and_then(|target| target.dyn_into::<Element>().ok())
                .and_then(|element| element.get_attribute("data-part"));
            let target = match action {
                Action::Navigate(movement) => Some(crate::navigation::step(
                    from.as_deref().unwrap_or(focused),
                    movement,
                )),
                Action::Restore => Some(selected),
                _ => None,
            };
            on_action.emit(action);
            if let Some(target) = target {
                focus_part(&list, target);
            }
        })
    };
    let onfocusout = {
        let on_action = props.on_action.clone();
        let list = list.clone();
        Callback::from(move |event: FocusEvent| {
            // Leaving the drawing entirely ends the keyboard preview.
            let inside = event
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
                .zip(list.cast::<Element>())
                .is_some_and(|(node, list)| list.contains(Some(&node)));
            if !inside {
                on_action.emit(Action::Leave);
            }
        })
    };
    let onclick = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: MouseEvent| {
            if let Some(id) = part_of(&event) {
                on_action.emit(Action::Select(id));
            }
        })
    };
    // Over a part previews it; over the gap between parts, or out of the list, previews none.
    let onmouseover = (props.on_action)
        .reform(|event: MouseEvent| part_of(&event).map_or(Action::Unhover, Action::Hover));
    let onmouseleave = props.on_action.reform(|_: MouseEvent| Action::Unhover);
    let lang = props.lang;
    let mut server = Markup::default();
    server
        .tags("<div class=\"mcpa-server\" aria-hidden=\"true\">")
        .text(text::SERVER_LABEL.get(lang))
        .tags(" <span class=\"mcpa-nowrap\">")
        .text(crate::spec::REVISION)
        .tags("</span></div>");
    html! {
        <div class="mcpa-diagram" part="diagram">
            { markup_html(server) }
            <div class="mcpa-parts" role="tablist" aria-label={text::PARTS_LABEL.get(lang)} ref={props.list.clone()} {onkeydown} {onfocusout} {onclick} {onmouseover} {onmouseleave}>
                { for PARTS.iter().map(|part| html! {
                    { part_button(PartButtonProps {
                        lang,
                        id: part.id,
                        selected: props.selected == part.id,
                        focused: props.focused == part.id,
                        shown: props.shown == part.id,
                        related: props.related == Some(part.id),
                        controls: props.controls.clone(),
                    }) }
                }) }
            </div>
        </div>
    }
}

fn focus_part(list: &NodeRef, id: &str) {
    let element = list
        .cast::<Element>()
        .and_then(|list| {
            list.query_selector(&format!("[data-part=\"{id}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}
