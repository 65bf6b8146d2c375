//! The root component: one widget instance with its options from the host element.

use super::components::anatomy::Anatomy;
use super::components::markup_html;
use super::components::theme_switch::{ThemeSwitchProps, theme_switch};
#[cfg(feature = "editor")]
use super::components::validator::Validator;
use super::hooks::use_theme::use_theme;
use super::host::Heading;
use super::text;
use crate::markup::Markup;
use crate::spec::Lang;
use yew::prelude::*;

/// What a host asked to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Full,
    Diagram,
    Validator,
}

impl View {
    pub fn from_attribute(value: &str) -> View {
        match value {
            "diagram" => View::Diagram,
            "validator" => View::Validator,
            _ => View::Full,
        }
    }

    fn attribute(self) -> &'static str {
        match self {
            View::Full => "full",
            View::Diagram => "diagram",
            View::Validator => "validator",
        }
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct AppProps {
    /// Unique per widget on the page.
    pub instance: u32,
    pub view: View,
    pub lang: Lang,
    /// `auto`, `light` or `dark`.
    pub theme: AttrValue,
    pub spec_base: AttrValue,
    #[cfg(feature = "editor")]
    pub storage_key: AttrValue,
    pub heading: Heading,
}

/// One widget (the reference module draws without Yew, `web::reference`). An app may be
/// reused for another host (see `web::IDLE`); a new `instance` then starts it afresh: its own
/// states belong to one instance, and its root is keyed by it.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let lang = props.lang;
    let theme = use_theme(&props.theme, props.instance);
    let instance = props.instance;
    let title_text = match props.view {
        View::Validator => text::VALIDATOR_TITLE,
        _ => text::ANATOMY_TITLE,
    };
    let title = props.heading;
    let mut title_markup = Markup::default();
    title_markup.heading(
        title.level,
        &[("class", Some("mcpa-title"))],
        title_text.get(lang),
    );
    let inner = title.level + 1;
    // The two halves point at each other: a finding lights up its part, a part its fields.
    let related_state = use_state(|| None::<(u32, &'static str)>);
    let selected_state = use_state(|| None::<(u32, &'static str)>);
    let of_this = |state: Option<(u32, &'static str)>| {
        state.filter(|(i, _)| *i == instance).map(|(_, id)| id)
    };
    let (related_part, selected_part) = (of_this(*related_state), of_this(*selected_state));
    let on_select_part = {
        let selected_state = selected_state.clone();
        Callback::from(move |id: &'static str| selected_state.set(Some((instance, id))))
    };
    #[cfg(feature = "editor")]
    let editor = {
        let on_related_part = {
            let related_state = related_state.clone();
            Callback::from(move |id: &'static str| related_state.set(Some((instance, id))))
        };
        let related_fields: Vec<&'static str> = selected_part
            .and_then(crate::spec::parts::part)
            .map(|p| {
                p.owns
                    .iter()
                    .copied()
                    .filter(|f| crate::spec::fields::field(f).is_some())
                    .collect()
            })
            .unwrap_or_default();
        // Alone, the editor is named by the widget's title; beside the anatomy, by its own.
        html! {
            <Validator lang={lang} spec_base={props.spec_base.clone()} storage_key={props.storage_key.clone()}
                instance={instance} related_fields={related_fields} on_related_part={on_related_part}
                heading={inner} titled={props.view == View::Full} />
        }
    };
    // The module of diagram-only pages has no editor; the loader sends it no other view.
    #[cfg(not(feature = "editor"))]
    let editor = Html::default();
    // The help table holds texts this module leaves out (`spec::later!`): it is asked for as the
    // pointer or the focus enters the widget, so that it is here when the reader gets to them.
    #[cfg(feature = "editor")]
    let (reach_by_pointer, reach_by_focus) = (
        Some(Callback::from(|_: MouseEvent| {
            super::hooks::use_help::request()
        })),
        Some(Callback::from(|_: FocusEvent| {
            super::hooks::use_help::request()
        })),
    );
    #[cfg(not(feature = "editor"))]
    let (reach_by_pointer, reach_by_focus) =
        (None::<Callback<MouseEvent>>, None::<Callback<FocusEvent>>);
    html! {
        <div key={instance} class="mcpa-root" part="root" data-theme={theme.current.attribute()} lang={lang.tag()} data-view={props.view.attribute()} onmouseover={reach_by_pointer} onfocusin={reach_by_focus}>
            <header class="mcpa-header">
                if title.shown {
                    { markup_html(title_markup) }
                }
                { theme_switch(ThemeSwitchProps { lang, current: theme.current, on_cycle: theme.cycle.clone() }) }
            </header>
            if props.view != View::Validator {
                <Anatomy lang={lang} spec_base={props.spec_base.clone()} instance={instance} heading={inner}
                    related={props.view == View::Full && related_part.is_some()}
                    related_part={related_part} on_select={on_select_part} />
            }
            if props.view != View::Diagram {
                { editor }
            }
        </div>
    }
}
