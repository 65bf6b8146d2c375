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

/// The language of everything a person reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

impl Lang {
    /// Picks a language from a BCP 47 tag such as `ru`, `ru-RU` or `en-GB`; English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }
}

/// A fixed sentence in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub ru: &'static str,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ru => self.ru,
        }
    }
}

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
