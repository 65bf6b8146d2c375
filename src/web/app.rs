//! The root component: one widget instance with its options from the host element.

use super::components::anatomy::Anatomy;
use super::components::theme_switch::ThemeSwitch;
use super::hooks::use_theme::use_theme;
use super::text;
use crate::spec::Lang;
use yew::prelude::*;

/// What a host asked to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Full,
    Diagram,
}

impl View {
    pub fn from_attribute(value: &str) -> View {
        match value {
            "diagram" => View::Diagram,
            _ => View::Full,
        }
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct AppProps {
    pub view: View,
    pub lang: Lang,
    /// `auto`, `light` or `dark`.
    pub theme: AttrValue,
    pub spec_base: AttrValue,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let lang = props.lang;
    let theme = use_theme(&props.theme);
    html! {
        <div class="mcpa-root" data-theme={theme.current.attribute()} lang={lang.tag()} data-view={match props.view { View::Full => "full", View::Diagram => "diagram" }}>
            <header class="mcpa-header">
                <h2 class="mcpa-title">{ text::ANATOMY_TITLE.get(lang) }</h2>
                <ThemeSwitch lang={lang} current={theme.current} on_cycle={theme.cycle.clone()} />
            </header>
            <Anatomy lang={lang} spec_base={props.spec_base.clone()} />
        </div>
    }
}
