//! The root component: one widget instance with its options from the host element.

use super::components::anatomy::Anatomy;
use super::components::theme_switch::ThemeSwitch;
use super::components::validator::Validator;
use super::hooks::use_theme::use_theme;
use super::text;
use crate::spec::Lang;
use crate::spec::parts::part;
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
    pub storage_key: AttrValue,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let lang = props.lang;
    let theme = use_theme(&props.theme);
    let instance = props.instance;
    // The two halves point at each other: a finding lights up its part, a part its fields.
    let related_part = use_state(|| None::<&'static str>);
    let selected_part = use_state(|| None::<&'static str>);
    let on_related_part = {
        let related_part = related_part.clone();
        Callback::from(move |id: &'static str| related_part.set(Some(id)))
    };
    let on_select_part = {
        let selected_part = selected_part.clone();
        Callback::from(move |id: &'static str| selected_part.set(Some(id)))
    };
    let related_fields: Vec<&'static str> = selected_part
        .and_then(part)
        .map(|p| {
            p.owns
                .iter()
                .copied()
                .filter(|f| crate::spec::fields::field(f).is_some())
                .collect()
        })
        .unwrap_or_default();
    let title = match props.view {
        View::Validator => text::VALIDATOR_TITLE,
        _ => text::ANATOMY_TITLE,
    };
    html! {
        <div class="mcpa-root" data-theme={theme.current.attribute()} lang={lang.tag()} data-view={props.view.attribute()}>
            <header class="mcpa-header">
                <h2 class="mcpa-title">{ title.get(lang) }</h2>
                <ThemeSwitch lang={lang} current={theme.current} on_cycle={theme.cycle.clone()} />
            </header>
            if props.view != View::Validator {
                <Anatomy lang={lang} spec_base={props.spec_base.clone()} instance={instance}
                    related={props.view == View::Full && related_part.is_some()}
                    related_part={*related_part} on_select={on_select_part} />
            }
            if props.view != View::Diagram {
                <Validator lang={lang} spec_base={props.spec_base.clone()} storage_key={props.storage_key.clone()}
                    instance={instance} related_fields={related_fields} on_related_part={on_related_part} />
            }
        </div>
    }
}
