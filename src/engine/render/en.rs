//! Every finding and fix title in English.

use super::{MESSAGES, choices, code_name};
use crate::engine::finding::{
    Era, Finding, FixTitle, HeaderProblem, JsonType, KeyProblem, RequestShape, Subject, Token,
    TraceProblem,
};
use crate::engine::json::SyntaxErrorKind;
use crate::spec::fields::SERVER_INFO_KEY;
use crate::spec::schema::Types;
use crate::spec::{Lang, REVISION};

fn json_type(found: JsonType) -> &'static str {
    match found {
        JsonType::String => "a string",
        JsonType::Integer => "a whole number",
        JsonType::Number => "a number",
        JsonType::Boolean => "true or false",
        JsonType::Null => "null",
        JsonType::Object => "an object",
        JsonType::Array => "an array",
    }
}

fn any_of(types: Types) -> String {
    let names: Vec<&str> = JsonType::each_of(types)
        .into_iter()
        .map(json_type)
        .collect();
    match names.as_slice() {
        [] => "nothing".into(),
        [one] => (*one).into(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// "`name`" for a member, "The document" for the whole.
fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| "The document".into())
}

fn token(found: &Token) -> String {
    match found {
        Token::Quoted(text) => format!("`{text}`"),
        Token::End => "the end of the text".into(),
    }
}

fn key_problem(problem: KeyProblem) -> &'static str {
    match problem {
        KeyProblem::NoPrefix => "it needs a prefix such as `com.example/`",
        KeyProblem::BadPrefix => {
            "its prefix must be dot-separated labels that start with a letter and end with a letter or digit"
        }
        KeyProblem::BadName => {
            "the name after the prefix must start and end with a letter or digit and hold only letters, digits, `-`, `_` and `.`"
        }
    }
}

fn syntax(kind: SyntaxErrorKind, found: &Token) -> String {
    use SyntaxErrorKind as K;
    match kind {
        K::Empty => "The input holds no JSON value.".into(),
        K::Comment => "Comments are not part of JSON.".into(),
        K::TrailingComma => "A comma stands after the last element; JSON does not allow it.".into(),
        K::SingleQuote => {
            "This string is in single quotes; JSON strings use double quotes.".into()
        }
        K::NonFiniteNumber => format!("{} is not a JSON number.", token(found)),
        K::UnclosedString => "The string is not closed before the end of the line or the text; a line break inside a string is written \\n.".into(),
        K::BadEscape => {
            "Invalid escape sequence; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.".into()
        }
        K::MissingComma => format!("A comma is missing before {}.", token(found)),
        K::MissingColon => "A colon must follow the member name.".into(),
        K::NameNotString => "Member names in JSON are strings in double quotes.".into(),
        K::UnclosedArray => "This array is never closed with `]`.".into(),
        K::UnclosedObject => "This object is never closed with `}`.".into(),
        K::TextAfterValue => {
            "More text follows the JSON value; paste exactly one response.".into()
        }
        K::BadNumber => format!(
            "{} is not a JSON number: write decimal digits, with an optional minus, fraction and exponent.",
            token(found)
        ),
        K::EndOfText => "The text ends where a value should follow.".into(),
        K::Unexpected => format!("Unexpected {} here.", token(found)),
    }
}

fn trace(key: &str, problem: TraceProblem) -> String {
    let why = match problem {
        TraceProblem::NotAString => "it must be a string",
        TraceProblem::ParentShape => {
            "it must be version, trace id, parent id and flags in lower-case hex, joined by dashes (2, 32, 16 and 2 digits)"
        }
        TraceProblem::ParentVersion => "version `ff` is forbidden",
        TraceProblem::TraceIdZero => "the trace id is all zeros, which marks it invalid",
        TraceProblem::ParentIdZero => "the parent id is all zeros, which marks it invalid",
        TraceProblem::StateShape => {
            "it must be at most 32 `key=value` entries separated by commas, with lower-case keys and printable values without `,` or `=`"
        }
        TraceProblem::BaggageShape => {
            "it must be `key=value` entries separated by commas, keys being tokens and values free of spaces, quotes, commas, semicolons and backslashes"
        }
    };
    format!("`{key}` does not follow the W3C format: {why}.")
}

fn era(era: Era) -> &'static str {
    match era {
        Era::Modern => "the server is modern and refused this request",
        Era::Legacy => "a client falls back to the initialize handshake of earlier revisions",
    }
}

fn header_problem(problem: HeaderProblem) -> &'static str {
    match problem {
        HeaderProblem::NotAToken => {
            "its `x-mcp-header` is not an HTTP field name (letters, digits and `!#$%&'*+-.^_`|~`, at least one)"
        }
        HeaderProblem::Unreachable => {
            "its `x-mcp-header` sits where a chain of `properties` keys from the root does not lead"
        }
        HeaderProblem::Repeated => {
            "its `x-mcp-header` repeats another one of the same schema, ignoring case"
        }
        HeaderProblem::NotPrimitive => {
            "its `x-mcp-header` is on a property whose type is not `string`, `integer` or `boolean`"
        }
    }
}

pub fn message(finding: &Finding) -> String {
    match finding {
        Finding::Empty => "There is nothing to check yet: paste the response your server sent to `server/discover`.".into(),
        Finding::NotUtf8 { offset } => format!("The input is not UTF-8: byte {offset} starts no valid character. JSON exchanged between systems must be UTF-8."),
        Finding::ByteOrderMark => "The text starts with a byte order mark (U+FEFF). JSON must not begin with one, and `JSON.parse` rejects it.".into(),
        Finding::Syntax { kind, found } => syntax(*kind, found),
        Finding::ControlCharacter { byte } => format!("The string holds the raw control character U+{byte:04X}; JSON requires it escaped."),
        Finding::LoneSurrogate => "This string holds half of a surrogate pair (\\uD800–\\uDFFF) without the other half. The JSON grammar allows it, but it is no character: decoders replace it or fail.".into(),
        Finding::DuplicateKey { name } => format!("\"{name}\" appears more than once in this object; some parsers keep the first value, others the last."),
        Finding::DuplicateKeyFirstBroken { name, code } => format!("\"{name}\" appears more than once, and its first value breaks a rule ({code}): parsers that keep the first value see the broken one."),
        Finding::NotInspected { depth } => format!("This value nests deeper than {depth} levels: its syntax was read, its contents not inspected; everything around it was checked."),
        Finding::Batch { count } => format!(
            "This is an array of {}, each checked on its own; on the wire MCP has no JSON-RPC batches, so a server sends each answer as a message of its own.",
            MESSAGES.of(*count, Lang::En)
        ),
        Finding::Request(RequestShape::Discover) => "This is the `server/discover` request itself. Send it to your server and paste the answer.".into(),
        Finding::Request(RequestShape::Notification(method)) => format!("This is a notification (\"{method}\"), not an answer to `server/discover`."),
        Finding::Request(RequestShape::Other(method)) => format!("This is a \"{method}\" request, not an answer to `server/discover`."),
        Finding::OtherMethod { method } => format!("This answers `{method}`, whose results are not checked here: only the JSON-RPC envelope was."),
        Finding::NoKnownMembers => "This object is neither a JSON-RPC response nor a discover result: none of its members belong to either.".into(),
        Finding::NotAnObject { found } => format!("The text is {}; a response is a JSON object.", json_type(*found)),
        Finding::JsonRpcMissing => "The response has no `jsonrpc` member; it must be \"2.0\".".into(),
        Finding::JsonRpcWrong { written } => format!("`jsonrpc` must be the string \"2.0\", not {written}."),
        Finding::IdMissing => "The response has no `id`; it must repeat the id of the request it answers.".into(),
        Finding::IdWrong { found } => format!("The id is {}; it must be a string or a whole number, the same as in the request.", json_type(*found)),
        Finding::ResultAndError => "The response carries both `result` and `error`; it must carry exactly one.".into(),
        Finding::NeitherResultNorError => "The response has neither `result` nor `error`.".into(),
        Finding::WrongType { at, expected, found } => format!("{} must be {}, but here it is {}.", subject(at), any_of(*expected), json_type(*found)),
        Finding::Missing { member, owner, written } => {
            let place = code_name(owner).map_or("The document".to_owned(), |o| o.to_string());
            let guess = written.as_ref().map_or(String::new(), |w| format!(" \"{w}\" looks like it was meant."));
            format!("{place} has no `{member}`, which is required.{guess}")
        }
        Finding::Misspelt { name, meant } => format!("\"{name}\" is not a member here; `{meant}` was probably meant, and clients will not see this value."),
        Finding::Unknown { name } => format!("\"{name}\" is not defined here; clients that do not know it will ignore it."),
        Finding::NotInEnum { at, found, allowed } => format!("{} is \"{found}\"; it must be exactly one of {}.", subject(at), choices(allowed)),
        Finding::WrongConst { at, found, expected } => format!("{} must be {expected}, not {found}.", subject(at)),
        Finding::OutOfBounds { at, raw, minimum, maximum } => match (minimum, maximum) {
            (Some(min), Some(max)) => format!("{} is {raw}; it must lie between {min} and {max}.", subject(at)),
            (Some(min), None) => format!("{} is {raw}; it must be {min} or more.", subject(at)),
            (None, Some(max)) => format!("{} is {raw}; it must be {max} or less.", subject(at)),
            (None, None) => format!("{} is {raw}, out of range.", subject(at)),
        },
        Finding::NotAbsoluteUri { at, value } => format!("{} \"{value}\" is not an absolute URI: it needs a scheme such as `https:`.", subject(at)),
        Finding::NotBase64 { at } => format!("{} is not base64: only A–Z, a–z, 0–9, `+` and `/`, padded with `=` to a multiple of four.", subject(at)),
        Finding::NotUriTemplate { at, value } => format!("{} \"{value}\" is not a URI template (RFC 6570): braces hold variable names, optionally after one of `+#./;?&` and with `:length` or `*`.", subject(at)),
        Finding::SettingValue { found } => format!("Capability settings hold strings, whole numbers, booleans, objects and arrays; {} is not allowed here.", json_type(*found)),
        Finding::LegacyServer => format!("-32601 (method not found): this server does not implement `server/discover`, so it predates {REVISION}; {}.", era(Era::Legacy)),
        Finding::FallbackError { code, message } => format!("The server answered with error {code} (\"{message}\"). MCP does not define this answer to `server/discover`, so {}.", era(Era::Legacy)),
        Finding::ModernRefusal { code, message } => format!("Error {code} (\"{message}\") is one of MCP's own: {}. The answer says why; it is not a discover result.", era(Era::Modern)),
        Finding::UnsupportedVersion { requested, supported } => format!("The server does not speak revision {requested}; it offers {}. A client picks one of those and asks again.", if supported.is_empty() { "none".to_owned() } else { supported.join(", ") }),
        Finding::SupportedEmpty => "`supported` is empty, so a client has no revision to retry with.".into(),
        Finding::SupportedHasRequested { requested } => format!("`supported` lists \"{requested}\", the very revision the server refuses; a client would retry it for ever."),
        Finding::ErrorMessageSentences { count } => format!("`message` holds {count} sentences; it should be one short sentence, with details in `data`."),
        Finding::ResultTypeNotComplete { found } => format!("`resultType` is \"{found}\"; a discover result is always \"complete\"."),
        Finding::VersionsEmpty => "`supportedVersions` is empty, so a client finds no revision to speak.".into(),
        Finding::VersionDuplicate { version } => format!("\"{version}\" is listed more than once."),
        Finding::VersionFormat { version } => format!("\"{version}\" is not a revision: revisions are dates written YYYY-MM-DD, such as \"{REVISION}\"."),
        Finding::VersionWithoutDiscover => format!("Every listed revision is older than {REVISION}, the first with `server/discover`; a server that answers it should list {REVISION}."),
        Finding::InitializeResult => format!("`protocolVersion` belongs to the result of `initialize`, the handshake before {REVISION}; a discover result lists revisions in `supportedVersions`."),
        Finding::ServerInfoTopLevel => format!("`serverInfo` at the top of the result is a draft shape; in {REVISION} it lives in `_meta` under `{SERVER_INFO_KEY}`, and clients look only there."),
        Finding::DeprecatedLogging => format!("The `logging` capability is deprecated in {REVISION}; it still works, but clients may stop asking for logs."),
        Finding::ExtensionKey { key, problem } => format!("The extension identifier \"{key}\" is invalid: {}.", key_problem(*problem)),
        Finding::MetaKey { key, problem } => format!("The `_meta` key \"{key}\" is invalid: {}.", key_problem(*problem)),
        Finding::ReservedPrefix { key } => format!("The prefix of \"{key}\" is reserved for MCP (its second label is `modelcontextprotocol` or `mcp`), and MCP defines no key there; use a prefix of your own."),
        Finding::Trace { key, problem } => trace(key, *problem),
        Finding::NoMeta => "The result has no `_meta`, so it does not say which server answered.".into(),
        Finding::NoServerInfo { written } => {
            let guess = written.as_ref().map_or(String::new(), |w| format!(" \"{w}\" looks like it was meant."));
            format!("`_meta` has no `{SERVER_INFO_KEY}`, so clients cannot show or log which server answered.{guess}")
        }
        Finding::EmptyServerVersion => "`version` is empty; give the version of your server software.".into(),
        Finding::IconScheme { scheme } => format!("The icon's source uses `{scheme}:`; clients accept only `https:` and `data:` and must reject the rest, so no client will show it."),
        Finding::IconSize { value } => format!("\"{value}\" is not an icon size: write width and height in pixels, such as \"48x48\", or \"any\"."),
        Finding::ToolName { name } => format!("The tool name \"{name}\" should be 1 to 128 characters of A–Z, a–z, 0–9, `_`, `-` and `.`."),
        Finding::ToolNameRepeated { name } => format!("Another tool is already named \"{name}\"; names should be unique within a server, or clients cannot tell the tools apart."),
        Finding::McpHeader { tool, problem } => format!("The tool \"{tool}\" is dropped by every client over HTTP: {}.", header_problem(*problem)),
        Finding::TextAndBlob => "This content has both `text` and `blob`; a resource's content is one or the other.".into(),
        Finding::SchemaDialect { tool, dialect } => format!("The tool \"{tool}\" declares the dialect \"{dialect}\"; clients need support only JSON Schema 2020-12, so one that lacks this dialect may refuse the tool."),
        Finding::MediaType { value } => format!("\"{value}\" is not a media type; clients choose how to show the content by its type and subtype, such as \"text/plain\"."),
        Finding::PromptArgumentRepeated { prompt, argument } => format!("The prompt \"{prompt}\" already has an argument named \"{argument}\"; `prompts/get` passes arguments by name, so a client can fill only one of them."),
        Finding::UnknownId { id } => format!("No request of this transcript has the id {id}; a response carries the id of the request it answers, unchanged."),
        Finding::AnsweredTwice { id } => format!("The request {id} was already answered; a request gets exactly one response."),
        Finding::Unanswered { id, method } => format!("The request {id} (`{method}`) has no response in this transcript."),
        Finding::ScopeChanges { method, scope, first_scope, first_line } => format!("This page of `{method}` has `cacheScope` \"{scope}\", but its first page (line {first_line}) has \"{first_scope}\"; all pages of one list must carry the same."),
        Finding::CapabilityUndeclared { method, capability } => format!("`{method}` answers with a result, but the discover result does not declare `{capability}`; a server that offers it must declare it."),
        Finding::CapabilityRefused { method, capability } => format!("The discover result declares `{capability}`, yet `{method}` answers with an error: clients that trust the capability get a refusal."),
        Finding::ToolOrderChanges { first_line } => format!("The same tools come in another order than in the listing on line {first_line}: clients that cache the list, and models' prompt caches, see a change where there is none."),
        Finding::CursorError { method, code } => format!("The server refuses the cursor of a `{method}` request with code {code}; an invalid cursor takes -32602 (Invalid params)."),
        Finding::PublicFile { uri } => format!("\"{uri}\" is a local file, yet the result may be cached for everyone (`cacheScope`: \"public\"); make sure no user's data is in it."),
        Finding::HintsOnInputRequired { member } => format!("`{member}` on an `input_required` result: such results are not cacheable, so the hint misleads."),
        Finding::TtlNegative { raw } => format!("`ttlMs` is {raw}; it must be 0 or more."),
        Finding::TtlFraction { raw } => format!("`ttlMs` is {raw}; it counts whole milliseconds."),
        Finding::TtlFloatSyntax { raw } => format!("`ttlMs` is written {raw}; the value is whole, but clients that read it into an integer type reject this notation."),
        Finding::TtlUnsafe => "`ttlMs` is above 2^53 − 1; JavaScript clients will read a different number.".into(),
        Finding::TtlZero => "`ttlMs` is 0: clients treat the answer as stale at once and may ask again before every request.".into(),
    }
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => format!("Write {text} without quotes"),
        FixTitle::Rename { from, to } => format!("Rename \"{from}\" to \"{to}\""),
        FixTitle::RenameTo(to) => format!("Rename to \"{to}\""),
        FixTitle::Add { name, value } => format!("Add \"{name}\": {value}"),
        FixTitle::ReplaceWith(text) => format!("Replace with {text}"),
        FixTitle::RemoveRepeat => "Remove the repeat".into(),
        FixTitle::Remove(name) => format!("Remove {name}"),
        FixTitle::WrapInList(text) => format!("Put it in a list: [{text}]"),
        FixTitle::SupportedVersionsFrom(text) => {
            format!("Replace with supportedVersions: [{text}]")
        }
        FixTitle::MoveIntoMeta => "Move into _meta".into(),
        FixTitle::AddServerInfo => "Add serverInfo".into(),
        FixTitle::AddMetaWithServerInfo => "Add _meta with serverInfo".into(),
        FixTitle::AddRevision => format!("Add \"{REVISION}\""),
        FixTitle::Round(text) => format!("Round to {text}"),
        FixTitle::Write(text) => format!("Write {text}"),
        FixTitle::RemoveByteOrderMark => "Remove the byte order mark".into(),
    }
}
