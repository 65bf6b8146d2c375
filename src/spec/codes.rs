//! The diagnostic catalogue: every code the engine can report, and those the command line
//! reports beside it (the context budget's, the probe's, the migration report's), with its
//! severity, the page of the specification it rests on, a general hint on fixing it, and a bad
//! and a good example.
//!
//! Each code is declared by the module of its rule, with [`codes!`]; `build.rs` gathers the
//! declarations into one [`catalogue!`], included at the end of this file: the `Code` enum and
//! its table. `docs/codes.md`, the README's table, the `Code` union of `www/mcp-anatomy.d.ts`
//! and the help tables are generated from it (`make regen`).
//!
//! In the examples, `…` stands for the remaining members of a valid discover result and `[×N`
//! for N opening brackets (`]×N` closing); the catalogue test expands them and checks that
//! each bad example reports its code and each good one does not.

use super::{Counted, SpecPage, counted};
#[cfg(not(target_arch = "wasm32"))]
use super::{Text, text};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Advice; the document is valid.
    Info,
    /// A SHOULD is broken, or real clients misbehave although the schema accepts it.
    Warning,
    /// A MUST is broken or the schema rejects the document.
    Error,
}

impl Severity {
    /// The noun that counts findings of this severity.
    pub fn noun(self) -> Counted {
        match self {
            Severity::Error => counted! {
                en: ["error", "errors"],
                ru: ["ошибка", "ошибки", "ошибок"],
            },
            Severity::Warning => counted! {
                en: ["warning", "warnings"],
                ru: ["предупреждение", "предупреждения", "предупреждений"],
            },
            Severity::Info => counted! {
                en: ["note", "notes"],
                ru: ["заметка", "заметки", "заметок"],
            },
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// Declares codes in the module of their rule, in the form [`catalogue!`] takes:
/// `Variant = "section/name", Severity, SpecPage, summary: (en, ru), help: (en, ru), bad: …,
/// good: …;`. It expands to nothing where it stands (it checks the form there); `build.rs`
/// copies every declaration into the catalogue.
macro_rules! codes {
    ($( $variant:ident = $id:literal, $severity:ident, $page:ident,
        summary: ($sen:literal, $sru:literal),
        help: ($hen:literal, $hru:literal),
        bad: $bad:literal, good: $good:literal; )*) => {};
}
pub(crate) use codes;

/// The `Code` enum and its table, from every declaration `build.rs` gathered, each block with
/// the module that declared it and the targets it is built for.
macro_rules! catalogue {
    ($( { origin: $origin:literal, cfg: $cfg:meta,
        $( $variant:ident = $id:literal, $severity:ident, $page:ident,
        summary: ($sen:literal, $sru:literal),
        help: ($hen:literal, $hru:literal),
        bad: $bad:literal, good: $good:literal; )* } )*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code { $($( #[cfg($cfg)] $variant,)*)* }

        impl Code {
            pub const ALL: &'static [Code] = &[$($( #[cfg($cfg)] Code::$variant,)*)*];

            pub fn info(self) -> &'static CodeInfo {
                match self {
                    $($( #[cfg($cfg)] Code::$variant => &CodeInfo {
                        id: $id,
                        severity: Severity::$severity,
                        page: SpecPage::$page,
                        #[cfg(not(target_arch = "wasm32"))]
                        origin: $origin,
                        #[cfg(not(target_arch = "wasm32"))]
                        summary: text! { en: $sen, ru: $sru },
                        #[cfg(not(target_arch = "wasm32"))]
                        help: text! { en: $hen, ru: $hru },
                        #[cfg(not(target_arch = "wasm32"))]
                        bad: $bad,
                        #[cfg(not(target_arch = "wasm32"))]
                        good: $good,
                    },)*)*
                }
            }
        }
    };
}

#[derive(Debug)]
pub struct CodeInfo {
    /// Stable identifier; never reused for another meaning.
    pub id: &'static str,
    pub severity: Severity,
    pub page: SpecPage,
    /// The module that declared the code, e.g. `crate::engine::rules::tools`: the engine's
    /// codes are found by checking a document, so their examples are documents the catalogue
    /// test checks; a command's (`crate::cli::…`) are examples of the command, run by its tests.
    #[cfg(not(target_arch = "wasm32"))]
    pub origin: &'static str,
    // The summary and the examples document the code (README table, docs/codes.md, the
    // catalogue test). The browser modules carry neither, nor the help: the widget and
    // validate() take the help from the language's table (www/mcp-anatomy-help-<lang>.js,
    // generated from this one), which the loader fetches the first time it is needed.
    #[cfg(not(target_arch = "wasm32"))]
    pub summary: Text,
    #[cfg(not(target_arch = "wasm32"))]
    pub help: Text,
    #[cfg(not(target_arch = "wasm32"))]
    pub bad: &'static str,
    #[cfg(not(target_arch = "wasm32"))]
    pub good: &'static str,
}

impl CodeInfo {
    /// Whether the engine reports the code when it checks a document (its examples are
    /// documents), rather than a command beside it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn found_in_documents(&self) -> bool {
        self.origin.starts_with("crate::engine")
    }
}

impl Code {
    pub fn id(self) -> &'static str {
        self.info().id
    }
    pub fn severity(self) -> Severity {
        self.info().severity
    }
    pub fn from_id(id: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|c| c.id() == id)
    }
}

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));
