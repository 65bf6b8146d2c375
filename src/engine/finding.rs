//! What a rule found, as typed data. Each section of the specification owns the data of its
//! findings and their sentences (a `Found` enum in its module, with one module of sentences per
//! language built in); this module holds what they share: the [`Explain`] trait they implement,
//! the [`Finding`] a diagnostic carries, and the vocabulary of several sections (JSON types,
//! the place a finding is about, what a quick fix does).

use super::json::Value;
use super::numbers;
use crate::spec::Lang;
use crate::spec::schema::Types;
use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

/// A finding of one section: its data, and its sentence in each language built in.
pub trait Explain: Debug + Send + Sync + Comparable {
    #[cfg(feature = "lang-en")]
    fn en(&self) -> String;
    #[cfg(feature = "lang-ru")]
    fn ru(&self) -> String;
    /// The tool a finding is about when it sits outside the tool's listing (in the answer to
    /// a call): a reference shows it at that tool.
    fn tool(&self) -> Option<&str> {
        None
    }
    /// The finding as `Any` for the sections whose findings other rules read ([`Readable`]),
    /// `None` for the rest: a browser module carries the type identifier of every type made
    /// `Any`, 16 bytes that no compressor shrinks, and the code that compares it.
    fn as_any(&self) -> Option<&dyn Any> {
        None
    }
}

/// A section whose findings other rules read ([`Finding::get`]).
pub trait Readable: Explain + Any {}

/// Implements [`Explain`] for a section's `Found`, whose sentences are the `message` functions of
/// the section's `mod en` and `mod ru`; `readable` makes it [`Readable`] too.
macro_rules! explained_in_modules {
    ($found:ty, readable) => {
        $crate::engine::finding::explained_in_modules!($found; fn as_any(&self) -> Option<&dyn std::any::Any> {
            Some(self)
        });
        impl $crate::engine::finding::Readable for $found {}
    };
    ($found:ty $(, tool: $tool:path)? $(; $($more:tt)*)?) => {
        impl $crate::engine::finding::Explain for $found {
            #[cfg(feature = "lang-en")]
            fn en(&self) -> String {
                en::message(self)
            }
            #[cfg(feature = "lang-ru")]
            fn ru(&self) -> String {
                ru::message(self)
            }
            $(
                fn tool(&self) -> Option<&str> {
                    $tool(self)
                }
            )?
            $($($more)*)?
        }
    };
}
pub(crate) use explained_in_modules;

/// Findings of any section compared, for the tests and the command line. The browser compares
/// reports by identity, so its modules carry none of it.
#[cfg(not(target_arch = "wasm32"))]
pub trait Comparable: Any {
    fn same(&self, other: &dyn Any) -> bool;
}

#[cfg(not(target_arch = "wasm32"))]
impl<T: PartialEq + 'static> Comparable for T {
    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

#[cfg(target_arch = "wasm32")]
pub trait Comparable {}

#[cfg(target_arch = "wasm32")]
impl<T> Comparable for T {}

/// What a diagnostic found: any section's finding, shared when the diagnostic is copied (and
/// across the threads that check files in parallel).
#[derive(Clone, Debug)]
pub struct Finding(Arc<dyn Explain>);

impl Finding {
    /// The finding as a sentence of `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            #[cfg(feature = "lang-en")]
            Lang::En => self.0.en(),
            #[cfg(feature = "lang-ru")]
            Lang::Ru => self.0.ru(),
        }
    }

    /// The tool the finding is about, where it sits outside that tool's listing.
    pub fn tool(&self) -> Option<&str> {
        self.0.tool()
    }

    /// The finding as its section's type, when it is one: for the few rules that look at what
    /// another rule found.
    pub fn get<T: Readable>(&self) -> Option<&T> {
        self.0.as_any()?.downcast_ref()
    }
}

impl<T: Explain + 'static> From<T> for Finding {
    fn from(found: T) -> Finding {
        Finding(Arc::new(found))
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl PartialEq for Finding {
    fn eq(&self, other: &Finding) -> bool {
        let other: &dyn Any = other.0.as_ref();
        self.0.same(other)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Eq for Finding {}

/// The JSON type of a value, as messages name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonType {
    String,
    Integer,
    /// A number with a fraction.
    Number,
    Boolean,
    Null,
    Object,
    Array,
}

impl JsonType {
    pub fn of(value: &Value<'_>) -> JsonType {
        match value {
            Value::String(_) => JsonType::String,
            Value::Number(n) if numbers::is_whole(n.raw) => JsonType::Integer,
            Value::Number(_) => JsonType::Number,
            Value::Bool(_) => JsonType::Boolean,
            Value::Null(_) => JsonType::Null,
            Value::Object(_) => JsonType::Object,
            Value::Array(_) => JsonType::Array,
        }
    }

    pub fn types(self) -> Types {
        match self {
            JsonType::String => Types::STRING,
            JsonType::Integer => Types::INTEGER,
            JsonType::Number => Types(4),
            JsonType::Boolean => Types::BOOLEAN,
            JsonType::Null => Types::NULL,
            JsonType::Object => Types::OBJECT,
            JsonType::Array => Types::ARRAY,
        }
    }

    /// The types of a set, in a fixed order, for messages ("a string or a whole number").
    pub fn each_of(types: Types) -> Vec<JsonType> {
        let all = [
            JsonType::String,
            JsonType::Integer,
            JsonType::Number,
            JsonType::Boolean,
            JsonType::Null,
            JsonType::Object,
            JsonType::Array,
        ];
        let mut out: Vec<JsonType> = all
            .into_iter()
            .filter(|t| types.contains(t.types()))
            .collect();
        // "a number" already covers whole numbers.
        if out.contains(&JsonType::Number) {
            out.retain(|t| *t != JsonType::Integer);
        }
        out
    }
}

/// The place a structural finding is about: a member's name, or an element of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The whole document or result.
    Whole,
    Member(String),
    /// Element `index` (from 0) of the list held by member `list`.
    Element {
        list: String,
        index: usize,
    },
}

/// What a quick fix does, for its button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FixTitle {
    Unquote(String),
    Rename {
        from: String,
        to: String,
    },
    RenameTo(String),
    Add {
        name: String,
        value: String,
    },
    ReplaceWith(String),
    RemoveRepeat,
    Remove(&'static str),
    WrapInList(String),
    SupportedVersionsFrom(String),
    MoveIntoMeta,
    AddServerInfo,
    AddMetaWithServerInfo,
    AddRevision,
    Round(String),
    Write(String),
    RemoveByteOrderMark,
    /// Replace an `initialize` result by the `server/discover` result that says the same.
    DiscoverInstead,
}
