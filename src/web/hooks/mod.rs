#[cfg(feature = "editor")]
pub mod use_help;
#[cfg(feature = "editor")]
pub mod use_saved_text;
pub mod use_theme;
