//! What a rule found, as typed data: no sentence of any language is built here. The renderers
//! (`render/en.rs`, `render/ru.rs`) turn a [`Finding`] into a message and a [`FixTitle`] into a
//! button label, so one language's words never reach the other's.

use super::json::SyntaxErrorKind;
use super::json::Value;
use super::numbers;
use crate::spec::schema::Types;

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

/// Why a `_meta` key or an extension identifier breaks the naming rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    NoPrefix,
    BadPrefix,
    BadName,
}

/// Why a W3C trace-context value in `_meta` is malformed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceProblem {
    NotAString,
    /// `traceparent` is not `version-traceid-parentid-flags` in lower-case hex.
    ParentShape,
    /// Version `ff` is forbidden.
    ParentVersion,
    TraceIdZero,
    ParentIdZero,
    /// `tracestate` entries are `key=value`, at most 32, separated by commas.
    StateShape,
    /// `baggage` entries are `key=value` with a token key.
    BaggageShape,
}

/// Why an `x-mcp-header` annotation makes HTTP clients drop its tool (server/tools,
/// "x-mcp-header").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderProblem {
    /// Empty, or not an HTTP field-name token.
    NotAToken,
    /// Not reached from the schema's root through `properties` keys alone.
    Unreachable,
    /// Another annotation of the same schema has the same name, ignoring case.
    Repeated,
    /// On a property whose type is not `string`, `integer` or `boolean`.
    NotPrimitive,
}

/// What a syntax message quotes: a token of the text, or its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Quoted(String),
    End,
}

/// What stands where a response should be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestShape {
    Discover,
    Notification(String),
    Other(String),
}

/// What a failing server is to a client, per basic/versioning and the transports' backward
/// compatibility sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Era {
    /// A recognised MCP error: the server is modern and refused this request.
    Modern,
    /// Anything else: a client falls back to `initialize`.
    Legacy,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    // ----- the text ------------------------------------------------------------------------
    Empty,
    NotUtf8 {
        offset: usize,
    },
    ByteOrderMark,
    Syntax {
        kind: SyntaxErrorKind,
        found: Token,
    },
    ControlCharacter {
        byte: u8,
    },
    LoneSurrogate,
    DuplicateKey {
        name: String,
    },
    /// The first of repeated members breaks a rule that the last one keeps.
    DuplicateKeyFirstBroken {
        name: String,
        code: &'static str,
    },
    NotInspected {
        depth: usize,
    },
    // ----- what the document is ------------------------------------------------------------
    Batch {
        count: usize,
    },
    Request(RequestShape),
    NoKnownMembers,
    /// The answer to a method outside the checked ones.
    OtherMethod {
        method: String,
    },
    NotAnObject {
        found: JsonType,
    },
    // ----- the JSON-RPC envelope -------------------------------------------------------------
    JsonRpcMissing,
    JsonRpcWrong {
        written: String,
    },
    IdMissing,
    IdWrong {
        found: JsonType,
    },
    ResultAndError,
    NeitherResultNorError,
    // ----- structure, from the schema --------------------------------------------------------
    WrongType {
        at: Subject,
        expected: Types,
        found: JsonType,
    },
    Missing {
        member: &'static str,
        owner: Subject,
        /// A member that looks like a misspelling of the missing one.
        written: Option<String>,
    },
    Misspelt {
        name: String,
        meant: &'static str,
    },
    Unknown {
        name: String,
    },
    NotInEnum {
        at: Subject,
        found: String,
        allowed: &'static [&'static str],
    },
    WrongConst {
        at: Subject,
        found: String,
        expected: String,
    },
    OutOfBounds {
        at: Subject,
        raw: String,
        minimum: Option<i32>,
        maximum: Option<i32>,
    },
    NotAbsoluteUri {
        at: Subject,
        value: String,
    },
    NotBase64 {
        at: Subject,
    },
    NotUriTemplate {
        at: Subject,
        value: String,
    },
    SettingValue {
        found: JsonType,
    },
    // ----- error responses -------------------------------------------------------------------
    /// -32601: the server does not know `server/discover`.
    LegacyServer,
    /// A refusal whose code the client does not recognise: it falls back to `initialize`.
    FallbackError {
        code: i64,
        message: String,
    },
    /// A recognised MCP error (-32020, -32021): a modern server refused this request.
    ModernRefusal {
        code: i64,
        message: String,
    },
    UnsupportedVersion {
        requested: String,
        supported: Vec<String>,
    },
    SupportedEmpty,
    SupportedHasRequested {
        requested: String,
    },
    ErrorMessageSentences {
        count: usize,
    },
    // ----- the discover result ---------------------------------------------------------------
    ResultTypeNotComplete {
        found: String,
    },
    VersionsEmpty,
    VersionDuplicate {
        version: String,
    },
    VersionFormat {
        version: String,
    },
    VersionWithoutDiscover,
    InitializeResult,
    ServerInfoTopLevel,
    DeprecatedLogging,
    ExtensionKey {
        key: String,
        problem: KeyProblem,
    },
    // ----- _meta -----------------------------------------------------------------------------
    MetaKey {
        key: String,
        problem: KeyProblem,
    },
    ReservedPrefix {
        key: String,
    },
    Trace {
        key: &'static str,
        problem: TraceProblem,
    },
    NoMeta,
    NoServerInfo {
        written: Option<String>,
    },
    EmptyServerVersion,
    // ----- icons -----------------------------------------------------------------------------
    IconScheme {
        scheme: String,
    },
    IconSize {
        value: String,
    },
    // ----- tools and resources ---------------------------------------------------------------
    ToolName {
        name: String,
    },
    ToolNameRepeated {
        name: String,
    },
    McpHeader {
        tool: String,
        problem: HeaderProblem,
    },
    TextAndBlob,
    SchemaDialect {
        tool: String,
        dialect: String,
    },
    MediaType {
        value: String,
    },
    PromptArgumentRepeated {
        prompt: String,
        argument: String,
    },
    // ----- several messages ------------------------------------------------------------------
    UnknownId {
        id: String,
    },
    AnsweredTwice {
        id: String,
    },
    Unanswered {
        id: String,
        method: String,
    },
    ScopeChanges {
        method: &'static str,
        scope: String,
        first_scope: String,
        first_line: usize,
    },
    CapabilityUndeclared {
        method: &'static str,
        capability: &'static str,
    },
    CapabilityRefused {
        method: &'static str,
        capability: &'static str,
    },
    CursorError {
        method: &'static str,
        code: String,
    },
    ToolOrderChanges {
        first_line: usize,
    },
    // ----- caching ---------------------------------------------------------------------------
    PublicFile {
        uri: String,
    },
    HintsOnInputRequired {
        member: &'static str,
    },
    TtlNegative {
        raw: String,
    },
    TtlFraction {
        raw: String,
    },
    TtlFloatSyntax {
        raw: String,
    },
    TtlUnsafe,
    TtlZero,
}

/// What a quick fix does, for its button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FixTitle {
    Unquote(String),
    Rename { from: String, to: String },
    RenameTo(String),
    Add { name: String, value: String },
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
}
