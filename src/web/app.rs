//! The root component: one widget instance with its options from the host element.

#[cfg(not(feature = "reference"))]
use super::components::anatomy::Anatomy;
#[cfg(not(feature = "reference"))]
use super::components::theme_switch::{ThemeSwitchProps, theme_switch};
#[cfg(feature = "editor")]
use super::components::validator::Validator;
#[cfg(not(feature = "reference"))]
use super::hooks::use_theme::use_theme;
#[cfg(not(feature = "reference"))]
use super::text;
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

    #[cfg(not(feature = "reference"))]
    fn attribute(self) -> &'static str {
        match self {
            View::Full => "full",
            View::Diagram => "diagram",
            View::Validator => "validator",
        }
    }
}

/// The widget's title: its heading level, or hidden when the host gives the widget a heading of
/// its own (`heading="none"`). Headings inside the widget continue the outline below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heading {
    pub level: u8,
    pub shown: bool,
}

impl Heading {
    /// `1`–`5` set the level, `none` hides the title; anything else is the default, level 2.
    pub fn from_attribute(value: &str) -> Heading {
        // Matched by hand: integer parsing would add its code to the module.
        let level = match value.trim().as_bytes() {
            [digit @ b'1'..=b'5'] => digit - b'0',
            _ => 2,
        };
        Heading {
            level,
            shown: value.trim() != "none",
        }
    }
}

/// A heading at `level` (deeper than h6 stays h6). The one place with a dynamic tag, whose
/// code Yew repeats at every use. Its attributes are given as `html!` gives plain ones: a
/// `class={…}` there goes through Yew's `Classes`, an ordered set of names whose code the
/// module would carry for this alone (elsewhere, states are data attributes).
#[cfg_attr(not(feature = "reference"), allow(dead_code))]
pub fn heading(level: u8, class: Option<&'static str>, id: Option<String>, content: &str) -> Html {
    use yew::virtual_dom::{AttributeOrProperty, Attributes, VTag};
    const TAGS: [&str; 6] = ["h1", "h2", "h3", "h4", "h5", "h6"];
    let mut tag = VTag::new(TAGS[usize::from(level.clamp(1, 6)) - 1]);
    tag.set_attributes(Attributes::Dynamic {
        keys: &["class", "id"],
        values: Box::new([
            class.map(|class| AttributeOrProperty::Attribute(AttrValue::Static(class))),
            id.map(|id| AttributeOrProperty::Attribute(AttrValue::from(id))),
        ]),
    });
    tag.add_child(html! { content });
    tag.into()
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
    /// What a reference view shows (`web::reference`).
    #[cfg(feature = "reference")]
    pub reference: super::Shared<super::reference::Data>,
}

/// One widget (the reference module has a root of its own, `web::reference`). An app may be
/// reused for another host (see `web::IDLE`); a new `instance` then starts it afresh: its own
/// states belong to one instance, and its root is keyed by it.
#[cfg(not(feature = "reference"))]
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
    let mut title_markup = String::new();
    super::components::push_heading(
        &mut title_markup,
        title.level,
        "mcpa-title",
        "",
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
    html! {
        <div key={instance} class="mcpa-root" part="root" data-theme={theme.current.attribute()} lang={lang.tag()} data-view={props.view.attribute()}>
            <header class="mcpa-header">
                if title.shown {
                    { Html::from_html_unchecked(title_markup.into()) }
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
