//! What the MCP 2026-07-28 specification says, kept as data: the diagnostic catalogue, the
//! field table of a `server/discover` result, and the seven parts of a server. Nothing here
//! runs rules; the engine and the front ends read it.

pub mod codes;
pub mod fields;
#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
pub mod headers;
pub mod notices;
pub mod parts;
pub mod samples;
pub mod schema;
pub mod shapes;

/// The revision every rule and every text in this crate is written against.
pub const REVISION: &str = "2026-07-28";

/// The last revision before `server/discover`, whose schema judges the answers of a session
/// `initialize` opened (and whatever `--revision 2025-11-25` names).
pub const LEGACY_REVISION: &str = "2025-11-25";

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
        let tag = tag.trim();
        // Up to the first `-` or `_`, found byte by byte (a searcher for the two costs the
        // browser modules code of their own).
        let end = (tag.bytes().position(|b| b == b'-' || b == b'_')).unwrap_or(tag.len());
        let primary = &tag[..end];
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

/// A sentence built at run time (the probe's notes, the reference's words), in every language
/// built in; written with [`msg!`]. (The engine's findings are typed data, rendered per language
/// by `engine/render`.)
/// Native and in the reference module only: the other browser modules build no sentence at
/// run time.
#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    #[cfg(feature = "lang-en")]
    pub en: String,
    #[cfg(feature = "lang-ru")]
    pub ru: String,
}

#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
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
#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
macro_rules! msg {
    { en: $en:expr, ru: $ru:expr $(,)? } => {
        $crate::spec::in_languages!([$crate::spec::Message] { en: $en, ru: $ru })
    };
    ($en:literal, $ru:literal $(, $arg:expr)* $(,)?) => {
        $crate::spec::msg! { en: format!($en $(, $arg)*), ru: format!($ru $(, $arg)*) }
    };
}
#[cfg(any(not(target_arch = "wasm32"), feature = "reference"))]
pub(crate) use msg;

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

/// Text the reader needs only once they reach for a widget: the purposes, details and fragments
/// of the anatomy's parts after the first, the editor's samples after the first and its notices.
/// The full browser
/// module leaves it out (an empty text in its place) and reads it from the help table, which it
/// fetches the first time the pointer or the focus enters a widget (`web::hooks::use_help`);
/// everywhere else (the command line, the diagram's module, the tests that write the table) it
/// is built in. Wraps a [`text!`] or a string literal.
#[cfg(not(all(target_arch = "wasm32", feature = "editor")))]
macro_rules! later {
    ($value:expr) => {
        $value
    };
}
#[cfg(all(target_arch = "wasm32", feature = "editor"))]
macro_rules! later {
    (text! $text:tt) => {
        $crate::spec::in_languages!([$crate::spec::Text] { en: "", ru: "" })
    };
    ($literal:literal) => {
        ""
    };
}
pub(crate) use later;

/// A noun to count things with, in every language built in; written with [`counted!`]. English
/// has a form for one and another for the rest; Russian one for 1, 21, 31 …, one for 2–4, 22–24
/// …, and one for the rest, 11–14 among them (1 ошибка, 2 ошибки, 5 ошибок, 11 ошибок).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    #[cfg(feature = "lang-en")]
    pub en: [&'static str; 2],
    #[cfg(feature = "lang-ru")]
    pub ru: [&'static str; 3],
}

impl Counted {
    /// The number and the form of the noun that goes with it: "1 error", "3 ошибки".
    pub fn of(self, n: usize, lang: Lang) -> String {
        format!("{n} {}", self.form(n, lang))
    }

    /// The form of the noun that goes with `n`, for a number written another way (grouped).
    pub fn form(self, n: usize, lang: Lang) -> &'static str {
        match lang {
            #[cfg(feature = "lang-en")]
            Lang::En => self.en[usize::from(n != 1)],
            #[cfg(feature = "lang-ru")]
            Lang::Ru => {
                let form = match (n % 10, n % 100) {
                    (1, tens) if tens != 11 => 0,
                    (2..=4, tens) if !(12..=14).contains(&tens) => 1,
                    _ => 2,
                };
                self.ru[form]
            }
        }
    }
}

/// Builds a [`Counted`] from the forms of each language.
macro_rules! counted {
    { en: $en:expr, ru: $ru:expr $(,)? } => {
        $crate::spec::in_languages!([$crate::spec::Counted] { en: $en, ru: $ru })
    };
}
pub(crate) use counted;

/// A page of the specification, pinned to [`REVISION`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecPage {
    Discover,
    Caching,
    Versioning,
    Basic,
    Icons,
    ErrorResponses,
    Stdio,
    StreamableHttp,
    Tools,
    Resources,
    Prompts,
    Completion,
    Schema,
    Responses,
    SchemaDialect,
    CachingPagination,
    Pagination,
    ToolsCapabilities,
    Requests,
    Patterns,
    LoggingPerRequest,
    Logging,
    ResultType,
    InputRequests,
    ErrorCodes,
    Annotations,
    SchemaValidation,
    BackwardCompatibility,
    /// The `initialize` handshake, on the page of 2025-11-25, the last revision that has it.
    LegacyInitialization,
    /// The schema of 2025-11-25, which judges the answers of a session it opened.
    LegacySchema,
    /// The transports in general: how a client reaches a server at all.
    Transports,
    /// The stdio transport's own page: what `stdout` may carry.
    StdioMessages,
    /// The stdio transport's shutdown: a server exits once its input closes.
    StdioShutdown,
    /// Streamable HTTP: how a POST is answered (statuses, content types).
    HttpSending,
    /// Streamable HTTP: what an event stream of an answer carries.
    HttpReceiving,
    /// Streamable HTTP: the one endpoint a server provides.
    HttpEndpoint,
    /// Streamable HTTP: headers unlike the body refused with 400 and -32020.
    HttpServerValidation,
    /// Streamable HTTP: the `Mcp-Param-*` headers of a tool's marked parameters, checked.
    HttpCustomHeaders,
    /// Streamable HTTP: a client meeting a server of an earlier revision.
    HttpBackwardCompatibility,
    /// What cursors a server hands out.
    PaginationGuidelines,
    /// The `subscriptions/listen` stream that carries change notifications.
    Subscriptions,
    Progress,
    /// Who may send `notifications/cancelled`, and for which requests.
    Cancellation,
    /// server/tools: protocol errors and a tool's own errors.
    ToolErrors,
    /// server/prompts: the errors a server answers `prompts/get` with.
    PromptErrors,
    /// Multi round-trip requests, which replaced requests to the client.
    Mrtr,
    /// Multi round-trip requests: what a server's `input_required` result may ask.
    MrtrServer,
    /// Multi round-trip requests: how a client retries.
    MrtrClient,
    /// server/tools: the schema a tool's structured results conform to.
    OutputSchema,
    /// The changes of 2026-07-28.
    Changelog,
    /// Sessions of the 2025-11-25 HTTP transport, which a client ends with DELETE.
    LegacySessions,
}

impl SpecPage {
    /// The page's path and anchor below `/specification/<revision>/`.
    pub fn path(self) -> &'static str {
        match self {
            SpecPage::Discover => "server/discover",
            SpecPage::Caching => "server/utilities/caching",
            SpecPage::Versioning => "basic/versioning",
            SpecPage::Basic => "basic/index#meta",
            SpecPage::Icons => "basic/index#icons",
            SpecPage::ErrorResponses => "basic/index#error-responses",
            SpecPage::Stdio => "basic/transports#stdio",
            SpecPage::StreamableHttp => "basic/transports#streamable-http",
            SpecPage::Tools => "server/tools",
            SpecPage::Resources => "server/resources",
            SpecPage::Prompts => "server/prompts",
            SpecPage::Completion => "server/utilities/completion",
            SpecPage::Schema => "schema",
            SpecPage::Responses => "basic/index#responses",
            SpecPage::SchemaDialect => "basic/index#schema-dialect",
            SpecPage::CachingPagination => "server/utilities/caching#interaction-with-pagination",
            SpecPage::Pagination => "server/utilities/pagination#error-handling",
            SpecPage::ToolsCapabilities => "server/tools#capabilities",
            SpecPage::Requests => "basic/index#requests",
            SpecPage::Patterns => "basic/patterns",
            SpecPage::LoggingPerRequest => "server/utilities/logging#per-request-log-level",
            SpecPage::Logging => "server/utilities/logging",
            SpecPage::ResultType => "basic/index#resulttype",
            SpecPage::InputRequests => "basic/patterns/mrtr#supported-requests",
            SpecPage::ErrorCodes => "basic/index#error-codes",
            SpecPage::Annotations => "server/resources#annotations",
            SpecPage::SchemaValidation => "basic/index#schema-validation",
            SpecPage::BackwardCompatibility => {
                "basic/versioning#backward-compatibility-with-initialization-based-versions"
            }
            // Relative to this revision's root, as a link resolves it.
            SpecPage::LegacyInitialization => "../2025-11-25/basic/lifecycle#initialization",
            SpecPage::LegacySchema => "../2025-11-25/schema",
            SpecPage::Transports => "basic/transports",
            SpecPage::StdioMessages => "basic/transports/stdio",
            SpecPage::StdioShutdown => "basic/transports/stdio#shutdown",
            SpecPage::HttpSending => "basic/transports/streamable-http#sending-messages",
            SpecPage::HttpReceiving => "basic/transports/streamable-http#receiving-messages",
            SpecPage::HttpEndpoint => "basic/transports/streamable-http",
            SpecPage::HttpServerValidation => "basic/transports/streamable-http#server-validation",
            SpecPage::HttpCustomHeaders => {
                "basic/transports/streamable-http#server-behavior-for-custom-headers"
            }
            SpecPage::HttpBackwardCompatibility => {
                "basic/transports/streamable-http#backward-compatibility"
            }
            SpecPage::PaginationGuidelines => {
                "server/utilities/pagination#implementation-guidelines"
            }
            SpecPage::Subscriptions => "basic/patterns/subscriptions",
            SpecPage::Progress => "basic/patterns/progress",
            SpecPage::Cancellation => "basic/patterns/cancellation#behavior-requirements",
            SpecPage::ToolErrors => "server/tools#error-handling",
            SpecPage::PromptErrors => "server/prompts#error-handling",
            SpecPage::Mrtr => "basic/patterns/mrtr",
            SpecPage::OutputSchema => "server/tools#output-schema",
            SpecPage::MrtrServer => "basic/patterns/mrtr#server-requirements-basic-workflow",
            SpecPage::MrtrClient => "basic/patterns/mrtr#client-requirements-basic-workflow",
            SpecPage::Changelog => "changelog#major-changes",
            SpecPage::LegacySessions => "../2025-11-25/basic/transports#session-management",
        }
    }

    pub fn url(self, base: &str) -> String {
        match self.path().strip_prefix("../") {
            Some(other_revision) => {
                format!(
                    "{}/specification/{other_revision}",
                    base.trim_end_matches('/')
                )
            }
            None => Self::root(base) + self.path(),
        }
    }

    /// What every page's address starts with: `validate()` hands it over once, and each
    /// finding its page's path (a link built per finding was a tenth of the call's time in the
    /// module on a small answer with findings).
    pub fn root(base: &str) -> String {
        format!("{}/specification/{REVISION}/", base.trim_end_matches('/'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_names_its_language_by_its_first_subtag() {
        for (tag, lang) in [
            ("ru", Lang::Ru),
            (" RU-ru ", Lang::Ru),
            ("ru_RU", Lang::Ru),
            ("en-GB", Lang::En),
            ("rus", Lang::En),
            ("-ru", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag:?}");
        }
    }

    #[test]
    fn counted_nouns_take_the_form_each_language_wants() {
        let errors = counted! { en: ["error", "errors"], ru: ["ошибка", "ошибки", "ошибок"] };
        let russian = [
            (0, "ошибок"),
            (1, "ошибка"),
            (2, "ошибки"),
            (4, "ошибки"),
            (5, "ошибок"),
            (11, "ошибок"),
            (12, "ошибок"),
            (14, "ошибок"),
            (21, "ошибка"),
            (22, "ошибки"),
            (25, "ошибок"),
            (101, "ошибка"),
            (111, "ошибок"),
            (112, "ошибок"),
            (1004, "ошибки"),
        ];
        for (n, noun) in russian {
            assert_eq!(errors.of(n, Lang::Ru), format!("{n} {noun}"));
        }
        for (n, noun) in [(0, "errors"), (1, "error"), (2, "errors"), (21, "errors")] {
            assert_eq!(errors.of(n, Lang::En), format!("{n} {noun}"));
        }
    }
}
