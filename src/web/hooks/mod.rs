#[cfg(feature = "editor")]
pub mod use_help;
#[cfg(feature = "editor")]
pub mod use_saved_text;
pub mod use_theme;

/// A text of `spec::later!` (`built_in`), as the components ask for it: from the help table in
/// the full module (`use_help::or_later`); a module without the editor leaves nothing out.
#[cfg(feature = "editor")]
pub use use_help::or_later as later_text;

#[cfg(not(feature = "editor"))]
pub fn later_text(
    built_in: &'static str,
    _kind: &str,
    _id: &str,
) -> std::borrow::Cow<'static, str> {
    std::borrow::Cow::Borrowed(built_in)
}
