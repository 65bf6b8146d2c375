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

/// The theme of the widget mounted as `instance`: a reused app (see `web::IDLE`) starts again
/// from its new host's choice. The choice is kept as its attribute, so that its state is of the
/// type of the app's other two (each type of state costs the module its own copy of Yew's code).
#[hook]
pub fn use_theme(initial: &str, instance: u32) -> ThemeHandle {
    let chosen = use_state(|| None::<(u32, &'static str)>);
    let current =
        Theme::parse((chosen.filter(|(i, _)| *i == instance)).map_or(initial, |(_, t)| t));
    let cycle = Callback::from(move |()| chosen.set(Some((instance, current.next().attribute()))));
    ThemeHandle { current, cycle }
}
