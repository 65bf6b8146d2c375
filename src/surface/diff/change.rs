//! What a comparison finds, as data: each change, its class and what it is, the whole diff,
//! and where the changes of one item go while it is compared (`Sink`). The comparing modules
//! (`diff.rs`, `members.rs`, `schema.rs`) and the sentences (`words.rs`) all read it.

use crate::surface::model::{ListKind, Place};

/// What a change does to a client built against the old surface; ordered from least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Nothing such a client relies on changes.
    Safe,
    /// What a model reads or a client decides by changes: a description, an annotation, a
    /// schema keyword the diff does not interpret.
    Risky,
    /// A call such a client makes, or a result it reads, can now fail.
    Breaking,
}

impl Class {
    pub const ALL: [Class; 3] = [Class::Breaking, Class::Risky, Class::Safe];

    pub fn id(self) -> &'static str {
        match self {
            Class::Safe => "safe",
            Class::Risky => "risky",
            Class::Breaking => "breaking",
        }
    }
}

/// Which way a schema's data flows, which decides whether a narrower schema breaks: the
/// server narrowing what it accepts (`inputSchema`) breaks callers; promising less in what it
/// returns (`outputSchema`) breaks readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Input,
    Output,
}

/// What changed, as data; [`Change::message`] says it in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    ItemRemoved,
    ItemAdded,
    /// A schema property (`field`, dotted from the schema's root) the other side lacks.
    FieldRemoved {
        flow: Flow,
        field: String,
    },
    FieldAdded {
        flow: Flow,
        field: String,
        required: bool,
    },
    /// A property listed in `required` now, or no longer.
    FieldRequired {
        flow: Flow,
        field: String,
        required: bool,
    },
    /// `type` changed: the types the new side no longer allows, and those it now allows.
    TypeChanged {
        flow: Flow,
        field: String,
        removed: Vec<String>,
        added: Vec<String>,
    },
    /// Values of `enum` (or `const`) gone or new.
    EnumChanged {
        flow: Flow,
        field: String,
        removed: Vec<String>,
        added: Vec<String>,
    },
    /// An `enum` (or `const`) where there was none, or none where there was one.
    EnumIntroduced {
        flow: Flow,
        field: String,
    },
    EnumLifted {
        flow: Flow,
        field: String,
    },
    /// `additionalProperties` now `false`, or no longer.
    AdditionalProperties {
        flow: Flow,
        field: String,
        closed: bool,
    },
    /// The whole `outputSchema` gone or new.
    OutputSchema {
        present: bool,
    },
    /// A schema keyword the diff does not interpret, from its old to its new value.
    Keyword {
        field: String,
        keyword: String,
    },
    /// A prompt's argument.
    ArgumentRemoved {
        name: String,
    },
    ArgumentAdded {
        name: String,
        required: bool,
    },
    ArgumentRequired {
        name: String,
        required: bool,
    },
    /// A template's variable: renamed (one gone, one new), removed, added.
    VariableRenamed {
        old: String,
        new: String,
    },
    VariableRemoved {
        name: String,
    },
    VariableAdded {
        name: String,
        optional: bool,
    },
    /// The template's text changed, its variables kept.
    TemplateRewritten,
    /// A text a model or a person reads: `title`, `description`, `name`, `mimeType` (of the
    /// item, or of the schema property `field` when it is not empty).
    Text {
        member: String,
        field: String,
    },
    /// A tool annotation's effective value (the spec's default when absent).
    Annotation {
        hint: String,
        old: String,
        new: String,
    },
    /// Another member of the item changed.
    Member {
        member: String,
    },
    /// A caching hint of the list answer: the value in force on each side.
    Hint {
        hint: String,
        old: String,
        new: String,
    },
    /// A capability (or one of its flags, dotted) no longer declared, or newly.
    Capability {
        name: String,
        withdrawn: bool,
    },
}

impl What {
    /// A stable name of the kind of change, for tools that read the output.
    pub fn id(&self) -> &'static str {
        match self {
            What::ItemRemoved => "item-removed",
            What::ItemAdded => "item-added",
            What::FieldRemoved { .. } => "field-removed",
            What::FieldAdded { .. } => "field-added",
            What::FieldRequired { .. } => "field-required",
            What::TypeChanged { .. } => "type-changed",
            What::EnumChanged { .. } => "enum-changed",
            What::EnumIntroduced { .. } => "enum-introduced",
            What::EnumLifted { .. } => "enum-lifted",
            What::AdditionalProperties { .. } => "additional-properties",
            What::OutputSchema { .. } => "output-schema",
            What::Keyword { .. } => "keyword-changed",
            What::ArgumentRemoved { .. } => "argument-removed",
            What::ArgumentAdded { .. } => "argument-added",
            What::ArgumentRequired { .. } => "argument-required",
            What::VariableRenamed { .. } => "variable-renamed",
            What::VariableRemoved { .. } => "variable-removed",
            What::VariableAdded { .. } => "variable-added",
            What::TemplateRewritten => "template-rewritten",
            What::Text { .. } => "text-changed",
            What::Annotation { .. } => "annotation-changed",
            What::Member { .. } => "member-changed",
            What::Hint { .. } => "caching-hint-changed",
            What::Capability { .. } => "capability-changed",
        }
    }
}

/// One difference, with where it is on each side (`None` on the side that lacks it).
#[derive(Clone, Debug)]
pub struct Change {
    pub class: Class,
    /// The list, or `None` for the capabilities.
    pub list: Option<ListKind>,
    /// What the item is known by.
    pub item: Option<String>,
    /// Where in the item (or the list answer, or the capabilities), as a JSON pointer.
    pub pointer: String,
    pub what: What,
    pub old: Option<Place>,
    pub new: Option<Place>,
}

/// What comparing two surfaces found.
#[derive(Clone, Debug, Default)]
pub struct Diff {
    /// Lists, items in the old order (new items after), then the capabilities.
    pub changes: Vec<Change>,
    /// Lists only one side holds an answer for: not compared. `true`: only the old side.
    pub one_sided: Vec<(ListKind, bool)>,
}

impl Diff {
    /// The most serious class found.
    pub fn worst(&self) -> Option<Class> {
        self.changes.iter().map(|c| c.class).max()
    }

    pub fn count(&self, class: Class) -> usize {
        self.changes.iter().filter(|c| c.class == class).count()
    }
}

/// Where changes of one item go, with its context.
pub(super) struct Sink<'a> {
    pub(super) changes: &'a mut Vec<Change>,
    pub(super) list: Option<ListKind>,
    pub(super) item: Option<String>,
}

impl Sink<'_> {
    pub(super) fn push(
        &mut self,
        class: Class,
        pointer: &str,
        what: What,
        old: Option<&Place>,
        new: Option<&Place>,
    ) {
        self.changes.push(Change {
            class,
            list: self.list,
            item: self.item.clone(),
            pointer: pointer.to_owned(),
            what,
            old: old.cloned(),
            new: new.cloned(),
        });
    }
}

/// A JSON pointer segment (RFC 6901).
pub(super) fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}
