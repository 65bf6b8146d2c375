//! The vocabulary of the generated shape table (`shapes.rs`): what the official schema expects
//! of a value, reduced to what the engine checks. The table itself is generated from
//! `schema.json` by `tests/shapes.rs`; these types are written by hand.

/// A named type of the schema (`$defs`), as an index into the generated table (`shapes.rs`,
/// which names each entry in a comment and gives its body, `DefId::body`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefId(pub u8);

/// What a value must be.
#[derive(Clone, Copy, Debug)]
pub enum Expect {
    /// Anything (`{}` in the schema, or `data` of an error).
    Any,
    /// One of these JSON types, nothing more.
    Json(Types),
    /// A string in a format.
    Format(Format),
    /// A number or an integer with bounds.
    Bounded(Types, &'static Bounds),
    /// One of these strings.
    Enum(&'static [&'static str]),
    /// Exactly this string.
    ConstStr(&'static str),
    /// Exactly this integer. (Every integer constant of the schema, an error code, fits in 32
    /// bits; a narrow variant keeps the whole table half the size in the browser module.)
    ConstInt(i32),
    Ref(DefId),
    Array(&'static Expect),
    /// An array of at most this many items (the schema's `maxItems`).
    ArrayAtMost(&'static Expect, u32),
    Object(&'static Shape),
    /// Any one of these (the schema's `anyOf`).
    AnyOf(&'static [Expect]),
}

/// An object's members.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub members: &'static [(&'static str, Expect)],
    /// The members an object must have: one bit per member, in the order of `members` (a
    /// list of names cost the browser module 2 KB of addresses).
    pub required: u32,
    pub rest: Rest,
}

impl Shape {
    pub fn member(&self, name: &str) -> Option<&'static Expect> {
        let members: &'static [(&'static str, Expect)] = self.members;
        members.iter().find(|(n, _)| *n == name).map(|(_, e)| e)
    }

    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        let members: &'static [(&'static str, Expect)] = self.members;
        members.iter().map(|(n, _)| *n)
    }
}

/// Members the shape does not name.
#[derive(Clone, Copy, Debug)]
pub enum Rest {
    /// The schema says nothing: allowed, but a reader should hear that clients ignore them.
    Unnamed,
    /// Anything goes: `additionalProperties: {}`, an object with no members declared, or a
    /// `_meta` object, whose keys follow their own rules.
    Open,
    /// Each must be this (`additionalProperties` with a schema).
    Each(&'static Expect),
}

/// Inclusive bounds, as integers: every bound in the schema is whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub minimum: Option<i32>,
    pub maximum: Option<i32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Uri,
    UriTemplate,
    /// Base64 (`format: byte`).
    Byte,
}

/// A set of JSON types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Types(pub u8);

impl Types {
    pub const STRING: Types = Types(1);
    pub const INTEGER: Types = Types(2);
    /// Any number, integers included.
    pub const NUMBER: Types = Types(4 | 2);
    pub const BOOLEAN: Types = Types(8);
    pub const NULL: Types = Types(16);
    pub const OBJECT: Types = Types(32);
    pub const ARRAY: Types = Types(64);

    pub const fn or(self, other: Types) -> Types {
        Types(self.0 | other.0)
    }

    pub fn contains(self, other: Types) -> bool {
        self.0 & other.0 == other.0
    }
}
