use crate::spec::Lang;
use crate::web::hooks::use_theme::Theme;
use crate::web::text;
use yew::prelude::*;

pub struct ThemeSwitchProps {
    pub lang: Lang,
    pub current: Theme,
    pub on_cycle: Callback<()>,
}

/// One button that cycles auto → light → dark and says which is on.
pub fn theme_switch(props: ThemeSwitchProps) -> Html {
    let lang = props.lang;
    let onclick = props.on_cycle.reform(|_: MouseEvent| ());
    html! {
        <button type="button" class="mcpa-theme" data-theme-switch="" {onclick}>
            { text::theme_switch_words(props.current.attribute(), lang) }
        </button>
    }
}
