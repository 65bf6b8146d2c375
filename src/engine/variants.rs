//! Every finding of every section, each branch of its sentences with representative data, and
//! every quick fix's title: what the tests render in both languages into one snapshot a
//! reviewer reads in one go, and proofread (tests/catalogue.rs). Native only: the browser
//! module never lists its findings.

use super::across::Found as Across;
use super::finding::{Finding, FixTitle, JsonType, Subject};
use super::json::SyntaxErrorKind;
use super::kind::{Found as Kind, RequestShape};
use super::names::KeyProblem;
use super::render;
use super::rules::{
    annotations, caching, capabilities, discover, envelope, errors, icons, legacy, lists, meta,
    prompts, results, schemas, structure,
};
use super::syntax::{Found as Syntax, Token};
use crate::spec::Lang;
use crate::spec::schema::Types;

fn member(name: &str) -> Subject {
    Subject::Member(name.into())
}

/// One finding per variant of each section's `Found`, more where its sentence branches (on a
/// type, a place, an optional value).
pub fn findings() -> Vec<Finding> {
    let mut all: Vec<Finding> = Vec::new();
    let syntax_kinds = [
        SyntaxErrorKind::Empty,
        SyntaxErrorKind::Comment,
        SyntaxErrorKind::TrailingComma,
        SyntaxErrorKind::SingleQuote,
        SyntaxErrorKind::NonFiniteNumber,
        SyntaxErrorKind::BadNumber,
        SyntaxErrorKind::BadEscape,
        SyntaxErrorKind::UnclosedString,
        SyntaxErrorKind::UnclosedArray,
        SyntaxErrorKind::UnclosedObject,
        SyntaxErrorKind::MissingComma,
        SyntaxErrorKind::MissingColon,
        SyntaxErrorKind::NameNotString,
        SyntaxErrorKind::EndOfText,
        SyntaxErrorKind::TextAfterValue,
        SyntaxErrorKind::Unexpected,
    ];
    for kind in syntax_kinds {
        for found in [Token::Quoted("\"cacheScope\"".into()), Token::End] {
            all.push(Syntax::Syntax { kind, found }.into());
        }
    }
    all.extend([
        Syntax::Empty.into(),
        Syntax::NotUtf8 { offset: 21 }.into(),
        Syntax::NotUtf8 { offset: 123456 }.into(),
        Syntax::ByteOrderMark.into(),
        Syntax::ControlCharacter { byte: 9 }.into(),
        Syntax::LoneSurrogate.into(),
        Syntax::DuplicateKey {
            name: "ttlMs".into(),
        }
        .into(),
        Syntax::DuplicateKeyFirstBroken {
            name: "ttlMs".into(),
            code: "ttl/negative",
        }
        .into(),
        Syntax::NotInspected { depth: 128 }.into(),
    ]);
    for request in [
        RequestShape::Discover,
        RequestShape::Notification("notifications/initialized".into()),
        RequestShape::Other("tools/call".into()),
    ] {
        all.push(Kind::Request(request).into());
    }
    all.extend([
        Kind::NoKnownMembers.into(),
        Kind::OtherMethod {
            method: "tools/call".into(),
        }
        .into(),
        Kind::NotAnObject {
            found: JsonType::Array,
        }
        .into(),
        Kind::NotAnObject {
            found: JsonType::Boolean,
        }
        .into(),
    ]);
    all.extend(structure_findings());
    all.extend(section_findings());
    all.extend(across_findings());
    all
}

fn structure_findings() -> Vec<Finding> {
    use structure::Found;
    let places = [
        Subject::Whole,
        member("ttlMs"),
        Subject::Element {
            list: "tools".into(),
            index: 3,
        },
    ];
    let mut all: Vec<Finding> = Vec::new();
    let types = [
        Types::STRING,
        Types::INTEGER,
        Types::NUMBER,
        Types::BOOLEAN,
        Types::OBJECT,
        Types::ARRAY,
        Types(Types::STRING.0 | Types::NULL.0),
        Types(Types::STRING.0 | Types::ARRAY.0 | Types::OBJECT.0),
        // No type at all: the sentence's branch for an empty union.
        Types(0),
    ];
    for expected in types {
        let other_types = [JsonType::String, JsonType::Boolean, JsonType::Null];
        for found in other_types
            .into_iter()
            .filter(|t| !expected.contains(t.types()))
        {
            all.push(
                Found::WrongType {
                    at: member("ttlMs"),
                    expected,
                    found,
                }
                .into(),
            );
        }
    }
    for at in places.clone() {
        all.push(
            Found::WrongType {
                at,
                expected: Types::OBJECT,
                found: JsonType::Integer,
            }
            .into(),
        );
    }
    for owner in places.clone() {
        for written in [None, Some("ttl_ms".to_owned())] {
            all.push(
                Found::Missing {
                    member: "ttlMs",
                    owner: owner.clone(),
                    written,
                }
                .into(),
            );
        }
    }
    all.extend([
        Found::Misspelt {
            name: "ttl_ms".into(),
            meant: "ttlMs",
        }
        .into(),
        Found::Unknown {
            name: "version".into(),
        }
        .into(),
    ]);
    for at in places {
        all.extend([
            Found::NotInEnum {
                at: at.clone(),
                found: "Public".into(),
                allowed: &["public", "private"],
            }
            .into(),
            Found::WrongConst {
                at: at.clone(),
                found: "\"2.1\"".into(),
                expected: "\"2.0\"".into(),
            }
            .into(),
            Found::NotAbsoluteUri {
                at: at.clone(),
                value: "docs/readme.md".into(),
            }
            .into(),
            Found::NotBase64 { at: at.clone() }.into(),
            Found::NotUriTemplate {
                at: at.clone(),
                value: "file:///{path".into(),
            }
            .into(),
        ]);
        for (minimum, maximum) in [
            (Some(1), Some(128)),
            (Some(0), None),
            (None, Some(10)),
            (None, None),
        ] {
            all.push(
                Found::OutOfBounds {
                    at: at.clone(),
                    raw: "9007199254740993".into(),
                    minimum,
                    maximum,
                }
                .into(),
            );
        }
    }
    all
}

fn section_findings() -> Vec<Finding> {
    let mut all: Vec<Finding> = vec![
        annotations::Found::LastModified {
            value: "yesterday".into(),
        }
        .into(),
        caching::Found::Negative { raw: "-1".into() }.into(),
        caching::Found::Fraction { raw: "1.5".into() }.into(),
        caching::Found::FloatSyntax { raw: "1e3".into() }.into(),
        caching::Found::Unsafe.into(),
        caching::Found::Zero.into(),
        capabilities::Found::SettingValue {
            found: JsonType::Null,
        }
        .into(),
        capabilities::Found::SettingValue {
            found: JsonType::Number,
        }
        .into(),
        capabilities::Found::DeprecatedLogging.into(),
        discover::Found::ResultTypeNotComplete {
            found: "input_required".into(),
        }
        .into(),
        discover::Found::VersionsEmpty.into(),
        discover::Found::VersionDuplicate {
            version: "2026-07-28".into(),
        }
        .into(),
        discover::Found::VersionFormat {
            version: "2026-7-28".into(),
        }
        .into(),
        discover::Found::VersionWithoutDiscover.into(),
        discover::Found::InitializeResult.into(),
        discover::Found::ServerInfoTopLevel.into(),
        envelope::Found::JsonRpcMissing.into(),
        envelope::Found::JsonRpcWrong {
            written: "2.1".into(),
        }
        .into(),
        envelope::Found::IdMissing.into(),
        envelope::Found::IdWrong {
            found: JsonType::Number,
        }
        .into(),
        envelope::Found::IdWrong {
            found: JsonType::Null,
        }
        .into(),
        envelope::Found::ResultAndError.into(),
        envelope::Found::NeitherResultNorError.into(),
        icons::Found::IconScheme {
            scheme: "ftp".into(),
        }
        .into(),
        icons::Found::IconSize { value: "48".into() }.into(),
        prompts::Found::PromptArgumentRepeated {
            prompt: "review".into(),
            argument: "code".into(),
        }
        .into(),
        prompts::Found::PromptNameRepeated {
            name: "review".into(),
        }
        .into(),
        results::Found::UnknownResultType {
            found: "partial".into(),
        }
        .into(),
        results::Found::InputNotAllowed {
            method: "tools/list",
        }
        .into(),
        meta::Found::ReservedPrefix {
            key: "modelcontextprotocol.io/x".into(),
        }
        .into(),
        meta::Found::NoMeta.into(),
        meta::Found::NoServerInfo { written: None }.into(),
        meta::Found::NoServerInfo {
            written: Some("serverinfo".into()),
        }
        .into(),
        meta::Found::EmptyServerVersion.into(),
    ];
    for problem in [
        KeyProblem::NoPrefix,
        KeyProblem::BadPrefix,
        KeyProblem::BadName,
    ] {
        all.push(
            capabilities::Found::ExtensionKey {
                key: "my-extension".into(),
                problem,
            }
            .into(),
        );
        all.push(
            meta::Found::MetaKey {
                key: "example.com/-x".into(),
                problem,
            }
            .into(),
        );
    }
    for problem in [
        meta::TraceProblem::NotAString,
        meta::TraceProblem::ParentShape,
        meta::TraceProblem::ParentVersion,
        meta::TraceProblem::TraceIdZero,
        meta::TraceProblem::ParentIdZero,
        meta::TraceProblem::StateShape,
        meta::TraceProblem::BaggageShape,
    ] {
        all.push(
            meta::Found::Trace {
                key: "traceparent",
                problem,
            }
            .into(),
        );
    }
    all.extend(list_findings());
    all.extend(error_findings());
    for revision in [Some("2025-11-25"), Some("2025-06-18"), None] {
        let revision = revision.map(str::to_owned);
        all.push(legacy::Found::InitializeResult { revision }.into());
    }
    all
}

fn list_findings() -> Vec<Finding> {
    use lists::{Found, HeaderProblem};
    let mut all: Vec<Finding> = vec![
        Found::TitleEmpty.into(),
        Found::ToolName {
            name: "get weather!".into(),
        }
        .into(),
        Found::ToolNameRepeated {
            name: "get_weather".into(),
        }
        .into(),
        Found::TextAndBlob.into(),
        Found::SchemaDialect {
            tool: "get_weather".into(),
            dialect: "http://json-schema.org/draft-07/schema#".into(),
        }
        .into(),
        Found::MediaType {
            value: "text".into(),
        }
        .into(),
        Found::PublicFile {
            uri: "file:///home/me/notes.md".into(),
        }
        .into(),
        Found::HintsOnInputRequired { member: "ttlMs" }.into(),
        Found::ResourceUriRepeated {
            uri: "file:///notes.md".into(),
        }
        .into(),
        Found::SizeNegative { size: "-1".into() }.into(),
    ];
    for problem in [
        HeaderProblem::NotAToken,
        HeaderProblem::Unreachable,
        HeaderProblem::Repeated,
        HeaderProblem::NotPrimitive,
    ] {
        all.push(
            Found::McpHeader {
                tool: "get_weather".into(),
                problem,
            }
            .into(),
        );
    }
    all
}

fn error_findings() -> Vec<Finding> {
    use errors::{CodeStatus, Found};
    let mut all: Vec<Finding> = vec![
        Found::LegacyServer.into(),
        Found::FallbackError {
            code: -32601,
            message: "Method not found".into(),
        }
        .into(),
        Found::ModernRefusal {
            code: -32602,
            message: "Invalid params".into(),
        }
        .into(),
        Found::SupportedEmpty.into(),
        Found::SupportedHasRequested {
            requested: "2026-07-28".into(),
        }
        .into(),
    ];
    for supported in [
        vec![],
        vec!["2025-11-25".to_owned()],
        vec!["2025-06-18".to_owned(), "2025-11-25".to_owned()],
    ] {
        all.push(
            Found::UnsupportedVersion {
                requested: "2026-07-28".into(),
                supported,
            }
            .into(),
        );
    }
    for count in [1, 2, 5, 21] {
        all.push(Found::ErrorMessageSentences { count }.into());
    }
    for status in [
        CodeStatus::RetiredResourceNotFound,
        CodeStatus::RetiredUrlElicitation,
        CodeStatus::Unassigned,
    ] {
        all.push(
            Found::ForbiddenCode {
                code: -32002,
                status,
            }
            .into(),
        );
    }
    all
}

fn across_findings() -> Vec<Finding> {
    let mut all: Vec<Finding> = Vec::new();
    for count in [1, 2, 5, 11, 21, 22] {
        all.push(Across::Batch { count }.into());
    }
    all.extend([
        Across::UnknownId { id: "7".into() }.into(),
        Across::UnknownId {
            id: "\"a-1\"".into(),
        }
        .into(),
        Across::AnsweredTwice { id: "7".into() }.into(),
        Across::Unanswered {
            id: "7".into(),
            method: "tools/list".into(),
        }
        .into(),
        Across::ScopeChanges {
            method: "tools/list",
            scope: "private".into(),
            first_scope: "public".into(),
            first_line: 4,
        }
        .into(),
        Across::CapabilityUndeclared {
            method: "resources/read",
            capability: "resources",
        }
        .into(),
        Across::CapabilityRefused {
            method: "prompts/list",
            capability: "prompts",
        }
        .into(),
        Across::CursorError {
            method: "tools/list",
            code: "-32603".into(),
        }
        .into(),
        Across::ToolOrderChanges { first_line: 12 }.into(),
        Across::IdInUse { id: "7".into() }.into(),
        Across::ServerRequest {
            method: "sampling/createMessage".into(),
        }
        .into(),
        Across::LogUnrequested.into(),
    ]);
    all.extend(schema_findings());
    all
}

/// Every form a schema keyword may be asked for, said of a keyword and of one of its entries.
fn schema_findings() -> Vec<Finding> {
    use schemas::Expect as E;
    let forms = [
        E::Schema,
        E::SchemaList,
        E::SchemaOrList,
        E::SchemaMap,
        E::SchemaOrNamesMap,
        E::SchemaOrNames,
        E::NamesMap,
        E::Names,
        E::Type,
        E::TypeName,
        E::String,
        E::Id,
        E::Anchor,
        E::Number,
        E::Positive,
        E::Count,
        E::Boolean,
        E::Array,
        E::Flags,
    ];
    let mut all: Vec<Finding> = Vec::new();
    for expect in forms {
        for entry in [false, true] {
            let keyword = "required".to_owned();
            all.push(
                schemas::Found::Invalid {
                    keyword,
                    expect,
                    entry,
                }
                .into(),
            );
        }
    }
    all.push(
        schemas::Found::Repeated {
            keyword: "required".into(),
        }
        .into(),
    );
    all
}

/// Every kind of quick fix, with representative values.
pub fn fix_titles() -> Vec<FixTitle> {
    vec![
        FixTitle::Unquote("60000".into()),
        FixTitle::Rename {
            from: "ttl_ms".into(),
            to: "ttlMs".into(),
        },
        FixTitle::RenameTo("ttlMs".into()),
        FixTitle::Add {
            name: "cacheScope".into(),
            value: "\"public\"".into(),
        },
        FixTitle::ReplaceWith("\"public\"".into()),
        FixTitle::RemoveRepeat,
        FixTitle::Remove("serverInfo"),
        FixTitle::WrapInList("\"2026-07-28\"".into()),
        FixTitle::SupportedVersionsFrom("\"2026-07-28\"".into()),
        FixTitle::MoveIntoMeta,
        FixTitle::DiscoverInstead,
        FixTitle::AddServerInfo,
        FixTitle::AddMetaWithServerInfo,
        FixTitle::AddRevision,
        FixTitle::Round("60000".into()),
        FixTitle::Write("60000".into()),
        FixTitle::RemoveByteOrderMark,
    ]
}

/// A quick fix's title in `lang`, as its button says it.
pub fn fix_title(title: &FixTitle, lang: Lang) -> String {
    match lang {
        Lang::En => render::en::fix_title(title),
        Lang::Ru => render::ru::fix_title(title),
    }
}
