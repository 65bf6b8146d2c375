//! Answers of the revisions before 2026-07-28: the result of `initialize`, their handshake
//! (basic/versioning, "Terminology": legacy versions establish a session with it), and in a
//! transcript the answers of the session it opens. A server answers it to a legacy
//! client, and a dual-era one does so beside `server/discover` ("Backward Compatibility with
//! Initialization-Based Versions"). Such a result is judged by the schema of 2025-11-25, the last
//! revision that has the handshake, and offered as the `server/discover` result that carries the
//! same facts in 2026-07-28: supported revisions, capabilities, identity, instructions. The
//! session's list and read results are judged by the same revision's schema, not by the
//! members 2026-07-28 added to them.

use super::checker::{Checker, fix, get};
use crate::engine::edits::{quote, replace};
use crate::engine::finding::{FixTitle, explained_in_modules};
use crate::engine::format::write_indented;
use crate::engine::json::{Member, Object, Spanned, Value};
use crate::engine::kind::DocumentKind;
use crate::engine::pointer::Path;
use crate::engine::span::Span;
use crate::spec::codes::Code;
use crate::spec::fields::{DISCOVER_TTL_MS, SERVER_INFO_KEY, is_capability};
use crate::spec::schema::DefId;
use crate::spec::{REVISION, SpecPage, shapes};

crate::spec::codes::codes! {
    LegacyInitialize = "document/legacy-initialize", Info, BackwardCompatibility,
        summary: ("An initialize result: the handshake of revisions before 2026-07-28.", "Результат `initialize`: рукопожатие ревизий до 2026-07-28."),
        help: ("Servers of the revisions before 2026-07-28 answer so; in a transcript the answers of the session it opens are judged by the same schema. Clients of 2026-07-28 ask `server/discover` instead: a server that serves both kinds answers both.",
               "Так отвечают серверы ревизий до 2026-07-28; в записи обмена ответы сессии, которую открывает этот результат, проверяются по той же схеме. Клиенты ревизии 2026-07-28 вместо этого запрашивают `server/discover`: сервер, который обслуживает и тех, и других, отвечает на оба запроса."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "demo", "version": "1.0.0"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28", "2025-11-25"], …}}"#;
}

/// Members only a `server/discover` result has: a result with one of them is a discover answer
/// being written (its draft members get their own fixes there), not an `initialize` result.
const DISCOVER_ONLY: [&str; 4] = ["supportedVersions", "resultType", "ttlMs", "cacheScope"];

/// Whether `result` answers `initialize`: the reader says so, or, when the method is not
/// known, it has the members of that result and none that only a discover result has.
pub fn is_initialize(method: Option<&str>, result: &Object<'_>) -> bool {
    if let Some(method) = method {
        return method == "initialize";
    }
    // One pass: every response and bare result comes through here.
    let mut has = 0u8;
    for member in result.members {
        has |= match member.name() {
            "protocolVersion" => 1,
            "serverInfo" => 2,
            "capabilities" => 4,
            name if DISCOVER_ONLY.contains(&name) => return false,
            _ => 0,
        };
    }
    has == 7
}

/// Checks an `initialize` result by 2025-11-25's schema, and reports it with the equivalent
/// discover result as its fix. `head` is what the finding points at: the result's key in a
/// response, the result's opening in a bare one.
// Answers of earlier revisions are rare: `cold` keeps their code out of the inlining that the
// module built for speed gives the hot path.
#[cold]
pub fn result(
    checker: &mut Checker<'_>,
    value: &Value<'_>,
    path: &Path<'_>,
    head: Span,
    in_response: bool,
) -> DocumentKind {
    let previous = checker.result_page.replace(SpecPage::LegacyInitialization);
    checker.check_def(value, shapes::INITIALIZE_RESULT_2025_11_25, path);
    checker.result_page = previous;
    let Value::Object(result) = value else {
        return kind(in_response);
    };
    let revision = get(result, "protocolVersion").and_then(|(_, m)| m.value.as_str());
    let finding = Found::InitializeResult {
        revision: revision.map(str::to_owned),
    };
    let text = checker.text;
    let depth = usize::from(in_response);
    let diagnostic = checker.emit(Code::LegacyInitialize, path, head, finding);
    diagnostic.offer(|| {
        let discover = discover_result(text, result, revision, depth);
        fix(
            FixTitle::DiscoverInstead,
            vec![replace(value.span(), discover)],
        )
    });
    kind(in_response)
}

/// The result type, by 2025-11-25's schema, of each answer of a legacy session that 2026-07-28
/// made cacheable.
const SESSION_RESULTS: [(&str, DefId); 5] = [
    ("tools/list", shapes::LIST_TOOLS_RESULT_2025_11_25),
    ("prompts/list", shapes::LIST_PROMPTS_RESULT_2025_11_25),
    ("resources/list", shapes::LIST_RESOURCES_RESULT_2025_11_25),
    (
        "resources/templates/list",
        shapes::LIST_RESOURCE_TEMPLATES_RESULT_2025_11_25,
    ),
    ("resources/read", shapes::READ_RESOURCE_RESULT_2025_11_25),
];

/// The method whose result `result` is, by the member only that result of 2025-11-25 has.
pub fn method_of_result(result: &Object<'_>) -> Option<&'static str> {
    const SIGNATURES: [(&str, &str); 5] = [
        ("tools", "tools/list"),
        ("prompts", "prompts/list"),
        ("resources", "resources/list"),
        ("resourceTemplates", "resources/templates/list"),
        ("contents", "resources/read"),
    ];
    (SIGNATURES.iter())
        .find(|(member, _)| get(result, member).is_some())
        .map(|&(_, method)| method)
}

/// The type 2025-11-25's schema gives the result of `method`, if it has one.
pub fn session_def(method: &str) -> Option<DefId> {
    (SESSION_RESULTS.iter())
        .find(|(m, _)| *m == method)
        .map(|&(_, def)| def)
}

/// Checks a result object alone (no envelope) by `def`, 2025-11-25's type of it.
#[cold]
pub fn bare_session_result(
    checker: &mut Checker<'_>,
    def: DefId,
    result: &Value<'_>,
) -> DocumentKind {
    checker.result_page = Some(SpecPage::LegacySchema);
    checker.check_def(result, def, &Path::Base(""));
    DocumentKind::LegacySessionResponse
}

/// The result of `response` when it answers `method` in a session that `initialize` opened and
/// 2025-11-25's schema has a type for it; `None` for anything else (an error reads the same in
/// both revisions, and other methods' results are not checked).
pub fn session_result<'o, 'a>(
    response: &'o Object<'a>,
    method: &str,
) -> Option<(DefId, &'o Value<'a>)> {
    let def = session_def(method)?;
    let (_, result) = get(response, "result").filter(|_| get(response, "error").is_none())?;
    Some((def, &result.value))
}

/// Checks a session's result (`session_result`) by 2025-11-25's schema.
#[cold]
pub fn session_answer(checker: &mut Checker<'_>, def: DefId, result: &Value<'_>) -> DocumentKind {
    let root = Path::Base("");
    let previous = checker.result_page.replace(SpecPage::LegacySchema);
    checker.check_def(result, def, &root.member("result"));
    checker.result_page = previous;
    DocumentKind::LegacySessionResponse
}

fn kind(in_response: bool) -> DocumentKind {
    match in_response {
        true => DocumentKind::InitializeResponse,
        false => DocumentKind::InitializeResult,
    }
}

/// The `server/discover` result saying what `result` says, written from its own tokens in the
/// official example's order: laid out at `depth` when the result spans lines, on one line
/// when it does not. Capabilities 2026-07-28 does not define (`tasks`) are left out.
#[cold]
fn discover_result(
    text: &str,
    result: &Object<'_>,
    revision: Option<&str>,
    depth: usize,
) -> String {
    let raw = &text[result.span.start..result.span.end];
    let members = |name: &str| match get(result, name).map(|(_, m)| &m.value) {
        Some(Value::Object(object)) => object.members,
        _ => &[],
    };
    let mut w = Writer {
        text,
        out: String::with_capacity(raw.len() + 160),
        depth: raw.contains('\n').then_some(depth),
        first: true,
    };
    w.open('{');
    w.key("resultType");
    w.push("\"complete\"");
    w.key("supportedVersions");
    w.open('[');
    w.next();
    w.push(&quote(REVISION));
    if let Some(legacy) = revision.filter(|r| *r != REVISION) {
        w.next();
        w.push(&quote(legacy));
    }
    w.close(']');
    w.key("capabilities");
    w.open('{');
    for capability in members("capabilities").iter() {
        if is_capability(capability.name()) {
            w.copy(capability);
        }
    }
    w.close('}');
    let meta = members("_meta");
    let server_info = get(result, "serverInfo").map(|(_, m)| m);
    if !meta.is_empty() || server_info.is_some() {
        w.key("_meta");
        w.open('{');
        for member in meta.iter().filter(|m| m.name() != SERVER_INFO_KEY) {
            w.copy(member);
        }
        if let Some(info) = server_info {
            w.key(SERVER_INFO_KEY);
            w.value(&info.value);
        }
        w.close('}');
    }
    if let Some((_, instructions)) = get(result, "instructions") {
        w.copy(instructions);
    }
    w.key("ttlMs");
    w.push(&DISCOVER_TTL_MS.to_string());
    w.key("cacheScope");
    w.push("\"public\"");
    w.close('}');
    w.out
}

/// JSON being written from pieces of another document, laid out as `format` lays it out
/// (`depth` is where the innermost open container stands), or on one line (`None`).
struct Writer<'t> {
    text: &'t str,
    out: String,
    depth: Option<usize>,
    /// No member written yet in the innermost open container.
    first: bool,
}

impl Writer<'_> {
    fn push(&mut self, piece: &str) {
        self.out.push_str(piece);
    }

    fn open(&mut self, bracket: char) {
        self.out.push(bracket);
        self.first = true;
        self.depth = self.depth.map(|d| d + 1);
    }

    fn close(&mut self, bracket: char) {
        self.depth = self.depth.map(|d| d - 1);
        if !self.first {
            self.line_break();
        }
        self.out.push(bracket);
        self.first = false;
    }

    fn line_break(&mut self) {
        if let Some(depth) = self.depth {
            self.out.push('\n');
            for _ in 0..depth {
                self.out.push_str("  ");
            }
        }
    }

    /// Ends the previous member or element, if any, and starts the next one's line.
    fn next(&mut self) {
        if !self.first {
            self.out.push(',');
            if self.depth.is_none() {
                self.out.push(' ');
            }
        }
        self.line_break();
        self.first = false;
    }

    /// The next member's name, its value to follow.
    fn key(&mut self, name: &str) {
        self.next();
        self.out.push_str(&quote(name));
        self.out.push_str(": ");
    }

    /// A member of the source, its name and value as written there.
    fn copy(&mut self, member: &Member<'_>) {
        self.next();
        let name = member.key.span;
        self.out.push_str(&self.text[name.start..name.end]);
        self.out.push_str(": ");
        self.value(&member.value);
    }

    fn value(&mut self, value: &Value<'_>) {
        let span = value.span();
        match self.depth {
            Some(depth) => write_indented(self.text, value, depth, &mut self.out),
            None => self.out.push_str(&self.text[span.start..span.end]),
        }
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// `revision`: the result's `protocolVersion`, when it is a string.
    InitializeResult { revision: Option<String> },
}

explained_in_modules!(Found);

/// The revision whose schema judges an `initialize` result.
const JUDGED_BY: &str = crate::spec::LEGACY_REVISION;

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::legacy::{Found, JUDGED_BY};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        let Found::InitializeResult { revision } = found;
        let judged = match revision.as_deref() {
            Some(JUDGED_BY) => say!(
                "This is an `initialize` result of revision {JUDGED_BY}, checked by that revision's schema"
            ),
            Some(revision) => say!(
                "This is an `initialize` result of revision {revision}, checked by the schema of {JUDGED_BY}, the last revision with `initialize`"
            ),
            None => say!(
                "This is an `initialize` result, checked by the schema of {JUDGED_BY}, the last revision with `initialize`"
            ),
        };
        say!("{judged}. The fix writes the equivalent `server/discover` answer from it.")
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::legacy::{Found, JUDGED_BY};
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        let Found::InitializeResult { revision } = found;
        let judged = match revision.as_deref() {
            Some(JUDGED_BY) => say!(
                "Это результат `initialize` ревизии {JUDGED_BY}; он проверен по схеме этой ревизии"
            ),
            Some(revision) => say!(
                "Это результат `initialize` ревизии {revision}; он проверен по схеме ревизии {JUDGED_BY}, последней, где есть `initialize`"
            ),
            None => say!(
                "Это результат `initialize`; он проверен по схеме ревизии {JUDGED_BY}, последней, где есть `initialize`"
            ),
        };
        say!("{judged}. Исправление составит из него равнозначный ответ на `server/discover`.")
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    [Some("2025-11-25"), Some("2025-06-18"), None]
        .into_iter()
        .map(|revision| {
            let revision = revision.map(str::to_owned);
            Found::InitializeResult { revision }.into()
        })
        .collect()
}
