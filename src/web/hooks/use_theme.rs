//! The colour theme: the host's choice first, then the reader's override from the switch.

use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Follows `prefers-color-scheme`.
    Auto,
    Light,
    Dark,
}

impl Theme {
    pub fn parse(value: &str) -> Theme {
        match value {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::Auto,
        }
    }

    pub fn attribute(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    fn next(self) -> Theme {
        match self {
            Theme::Auto => Theme::Light,
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::Auto,
        }
    }
}

pub struct ThemeHandle {
    pub current: Theme,
    pub cycle: Callback<()>,
}

#[hook]
pub fn use_theme(initial: &str) -> ThemeHandle {
    let theme = use_state(|| Theme::parse(initial));
    let cycle = {
        let theme = theme.clone();
        Callback::from(move |()| theme.set(theme.next()))
    };
    ThemeHandle {
        current: *theme,
        cycle,
    }
}
