//! What the MCP 2026-07-28 specification says, kept as data: the diagnostic catalogue, the
//! field table of a `server/discover` result, and the seven parts of a server. Nothing here
//! runs rules; the engine and the front ends read it.

pub mod codes;
pub mod fields;
pub mod parts;
pub mod samples;

/// The revision every rule and every text in this crate is written against.
pub const REVISION: &str = "2026-07-28";

/// Where the specification's pages live unless a host page says otherwise.
pub const DEFAULT_SPEC_BASE: &str = "https://modelcontextprotocol.io";

/// The language of everything a person reads. Each variant exists only when its feature
/// (`lang-en`, `lang-ru`) is on: the browser ships one module per language, so that a page
/// transfers only the language it shows (scripts/build-modules.sh).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    #[cfg(feature = "lang-en")]
    En,
    #[cfg(feature = "lang-ru")]
    Ru,
}

impl Default for Lang {
    /// English when it is built in, else the only language there is.
    fn default() -> Lang {
        #[cfg(feature = "lang-en")]
        return Lang::En;
        #[cfg(not(feature = "lang-en"))]
        return Lang::Ru;
    }
}

impl Lang {
    /// Picks a language from a BCP 47 tag such as `ru`, `ru-RU` or `en-GB`; the default
    /// language for any other tag, or for one this build leaves out.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        #[cfg(feature = "lang-ru")]
        if primary.eq_ignore_ascii_case("ru") {
            return Lang::Ru;
        }
        #[cfg(feature = "lang-en")]
        if primary.eq_ignore_ascii_case("en") {
            return Lang::En;
        }
        Lang::default()
    }

    pub fn tag(self) -> &'static str {
        match self {
            #[cfg(feature = "lang-en")]
            Lang::En => "en",
            #[cfg(feature = "lang-ru")]
            Lang::Ru => "ru",
        }
    }
}

/// A fixed sentence in every language built in; written with [`text!`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    #[cfg(feature = "lang-en")]
    pub en: &'static str,
    #[cfg(feature = "lang-ru")]
    pub ru: &'static str,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            #[cfg(feature = "lang-en")]
            Lang::En => self.en,
            #[cfg(feature = "lang-ru")]
            Lang::Ru => self.ru,
        }
    }
}

/// Builds a value with one field per language, `en` and `ru`, from an expression for each;
/// a language this build leaves out is dropped before it is compiled.
macro_rules! in_languages {
    ([$($type:tt)+] { en: $en:expr, ru: $ru:expr $(,)? }) => {
        $($type)+ {
            #[cfg(feature = "lang-en")]
            en: $en,
            #[cfg(feature = "lang-ru")]
            ru: $ru,
        }
    };
}
pub(crate) use in_languages;

/// Builds a [`Text`] from both sentences.
macro_rules! text {
    { en: $en:expr, ru: $ru:expr $(,)? } => {
        $crate::spec::in_languages!([$crate::spec::Text] { en: $en, ru: $ru })
    };
}
pub(crate) use text;

/// A page of the specification, pinned to [`REVISION`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecPage {
    Discover,
    Caching,
    Versioning,
    Basic,
    Stdio,
    StreamableHttp,
    Tools,
    Resources,
    Prompts,
    Schema,
}

impl SpecPage {
    /// The page's path and anchor below `/specification/<revision>/`.
    pub fn path(self) -> &'static str {
        match self {
            SpecPage::Discover => "server/discover",
            SpecPage::Caching => "server/utilities/caching",
            SpecPage::Versioning => "basic/versioning",
            SpecPage::Basic => "basic/index#meta",
            SpecPage::Stdio => "basic/transports#stdio",
            SpecPage::StreamableHttp => "basic/transports#streamable-http",
            SpecPage::Tools => "server/tools",
            SpecPage::Resources => "server/resources",
            SpecPage::Prompts => "server/prompts",
            SpecPage::Schema => "schema",
        }
    }

    pub fn url(self, base: &str) -> String {
        format!(
            "{}/specification/{REVISION}/{}",
            base.trim_end_matches('/'),
            self.path()
        )
    }
}
