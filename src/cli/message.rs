//! Sentences the command line builds itself: both languages are compiled natively, and the
//! reader's language is picked when printing.

use crate::spec::Lang;

/// A sentence of the probe's notes, in every language built in; written with [`msg!`]. (The
/// engine's findings are typed data, rendered per language by `engine/render`.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    #[cfg(feature = "lang-en")]
    pub en: String,
    #[cfg(feature = "lang-ru")]
    pub ru: String,
}

impl Message {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            #[cfg(feature = "lang-en")]
            Lang::En => &self.en,
            #[cfg(feature = "lang-ru")]
            Lang::Ru => &self.ru,
        }
    }
}

/// Builds a [`Message`]: from an English and a Russian format string sharing the arguments,
/// or from one expression per language. A language left out of the build is not formatted.
macro_rules! msg {
    { en: $en:expr, ru: $ru:expr $(,)? } => {
        $crate::spec::in_languages!([$crate::cli::message::Message] { en: $en, ru: $ru })
    };
    ($en:literal, $ru:literal $(, $arg:expr)* $(,)?) => {
        $crate::cli::message::msg! { en: format!($en $(, $arg)*), ru: format!($ru $(, $arg)*) }
    };
}
pub(crate) use msg;
