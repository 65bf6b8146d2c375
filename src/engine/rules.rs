//! The field table of MCP 2026-07-28 as rules: the JSON-RPC envelope, the discover result at
//! every level, and error responses. Every rule reports through [`Checker::emit`].

use super::DocumentKind;
use super::diagnostic::{Diagnostic, Fix, Message, Span, TextEdit, msg};
use super::edits::{insert_member, quote, removal_span, remove_member, rename_member, replace};
use super::json::{Member, Object, Spanned, Value};
use super::names::{self, is_absolute_uri, is_revision_date, likely_meant, meta_key_problem};
use super::numbers;
use super::pointer::Path;
use crate::spec::codes::Code;
use crate::spec::fields::{self, SERVER_INFO_KEY};
use crate::spec::{REVISION, Text, text};
use std::fmt::Display;

/// The members of a discover result.
pub const RESULT_MEMBERS: &[&str] = &[
    "resultType",
    "supportedVersions",
    "capabilities",
    "_meta",
    "instructions",
    "ttlMs",
    "cacheScope",
];
/// Members of earlier shapes of the result that get their own explanation.
pub const DRAFT_MEMBERS: &[&str] = &["serverInfo", "protocolVersion"];
const ENVELOPE_MEMBERS: &[&str] = &["jsonrpc", "id", "result", "error"];
const CAPABILITIES: &[&str] = &[
    "tools",
    "resources",
    "prompts",
    "completions",
    "logging",
    "experimental",
    "extensions",
];
const IMPLEMENTATION_MEMBERS: &[&str] = &[
    "name",
    "version",
    "title",
    "description",
    "websiteUrl",
    "icons",
];
const ICON_MEMBERS: &[&str] = &["src", "mimeType", "sizes", "theme"];
const METHOD_NOT_FOUND: i64 = -32601;
const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;

/// The JSON types, named for messages.
#[derive(Clone, Copy, PartialEq, Eq)]
enum JsonType {
    String,
    Integer,
    Number,
    Boolean,
    Null,
    Object,
    Array,
}

impl JsonType {
    fn of(value: &Value<'_>) -> JsonType {
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

    fn accepts(self, found: JsonType) -> bool {
        self == found || (self == JsonType::Number && found == JsonType::Integer)
    }

    fn en(self) -> &'static str {
        match self {
            JsonType::String => "a string",
            JsonType::Integer => "a whole number",
            JsonType::Number => "a number",
            JsonType::Boolean => "true or false",
            JsonType::Null => "null",
            JsonType::Object => "an object",
            JsonType::Array => "an array",
        }
    }

    fn ru(self) -> &'static str {
        match self {
            JsonType::String => "строка",
            JsonType::Integer => "целое число",
            JsonType::Number => "число",
            JsonType::Boolean => "true или false",
            JsonType::Null => "null",
            JsonType::Object => "объект",
            JsonType::Array => "массив",
        }
    }
}

pub struct Checker<'t> {
    pub text: &'t str,
    pub out: Vec<Diagnostic>,
    /// Where the result object sits, once found.
    pub result_pointer: Option<String>,
    /// The opening brace of the result object, where missing fields would go.
    pub result_brace: Option<Span>,
    /// Spans of the field-table fields present in the result (by field id).
    pub field_spans: Vec<(&'static str, Span)>,
}

/// The member `name` of `object`; the last one when it is repeated, as JavaScript reads it.
fn get<'o, 'a>(object: &'o Object<'a>, name: &str) -> Option<(usize, &'o Member<'a>)> {
    object
        .members
        .iter()
        .enumerate()
        .rev()
        .find(|(_, prop)| prop.name() == name)
}

fn fix(title: Message, edits: Vec<TextEdit>) -> Fix {
    Fix { title, edits }
}

impl<'t> Checker<'t> {
    pub fn new(text: &'t str) -> Self {
        Checker {
            text,
            out: Vec::new(),
            result_pointer: None,
            result_brace: None,
            field_spans: Vec::with_capacity(fields::FIELDS.len()),
        }
    }

    fn emit(
        &mut self,
        code: Code,
        pointer: impl Display,
        span: Span,
        message: Message,
    ) -> &mut Diagnostic {
        let at = self.out.len();
        self.out.push(Diagnostic {
            code,
            pointer: pointer.to_string(),
            span,
            message,
            fixes: Vec::new(),
        });
        &mut self.out[at]
    }

    fn raw(&self, value: &Value<'_>) -> &'t str {
        let span = value.span();
        &self.text[span.start..span.end]
    }

    /// Reports a wrong type and returns false, or returns true.
    fn expect(
        &mut self,
        value: &Value<'_>,
        want: JsonType,
        path: impl Display,
        what: impl Display,
    ) -> bool {
        let found = JsonType::of(value);
        if want.accepts(found) {
            return true;
        }
        let span: Span = value.span();
        let diagnostic = self.emit(
            Code::WrongType,
            path,
            span,
            msg! {
                en: format!(
                    "{what} must be {}, but here it is {}.",
                    want.en(),
                    found.en()
                ),
                ru: format!("{what}: ожидается {}, а здесь {}.", want.ru(), found.ru()),
            },
        );
        // A quoted boolean or number is the commonest slip and has a mechanical fix.
        if let Value::String(lit) = value {
            let inner = lit.value.trim();
            let converted = match want {
                JsonType::Boolean if inner == "true" || inner == "false" => Some(inner.to_owned()),
                JsonType::Integer | JsonType::Number => Some(())
                    .filter(|_| numbers::is_json_number(inner))
                    .filter(|_| want == JsonType::Number || numbers::shape(inner).whole)
                    .map(|_| inner.to_owned()),
                _ => None,
            };
            if let Some(new_text) = converted {
                diagnostic.fixes.push(fix(
                    msg!(
                        "Write {} without quotes",
                        "Записать {} без кавычек",
                        new_text
                    ),
                    vec![replace(span, new_text)],
                ));
            }
        }
        false
    }

    /// Reports members of `object` that `known` does not list, except those in `handled`: a
    /// likely misspelling as a warning with a rename, anything else as information. Returns
    /// each misspelling as (the name it stands in for, its index).
    fn unknown_members(
        &mut self,
        object: &Object<'_>,
        path: &Path<'_>,
        known: &'static [&'static str],
        handled: &[&str],
        place: Text,
    ) -> Vec<(&'static str, usize)> {
        let mut stand_ins = Vec::new();
        for (index, prop) in object.members.iter().enumerate() {
            let name = prop.name();
            if known.contains(&name) || handled.contains(&name) {
                continue;
            }
            let member_path = path.member(name);
            let span: Span = prop.key.span;
            match likely_meant(name, known).filter(|meant| get(object, meant).is_none()) {
                Some(meant) => {
                    let diagnostic = self.emit(
                        Code::MisspeltMember,
                        member_path,
                        span,
                        msg! {
                            en: format!("\"{name}\" is not a member of {}; \"{meant}\" was probably meant, and clients will not see this value.", place.en),
                            ru: format!("\"{name}\" не является полем {}; вероятно, имелось в виду \"{meant}\", а это значение клиенты не увидят.", place.ru),
                        },
                    );
                    diagnostic.fixes.push(fix(
                        msg!("Rename to \"{}\"", "Переименовать в \"{}\"", meant),
                        vec![rename_member(prop, meant)],
                    ));
                    stand_ins.push((meant, index));
                }
                None => {
                    self.emit(
                        Code::UnknownMember,
                        member_path,
                        span,
                        msg! {
                            en: format!("\"{name}\" is not defined for {}; clients that do not know it will ignore it.", place.en),
                            ru: format!("\"{name}\" не определён для {}; клиенты, которые его не знают, его пропустят.", place.ru),
                        },
                    );
                }
            }
        }
        stand_ins
    }

    /// Reports that `object` lacks member `name`, offering to rename a misspelt stand-in or to
    /// insert `default`.
    fn missing(
        &mut self,
        object: &Object<'_>,
        path: &Path<'_>,
        name: &str,
        default: Option<&str>,
        stand_in: Option<usize>,
        place: Text,
    ) {
        let text = self.text;
        let stand_in = stand_in.map(|index| &object.members[index]);
        let diagnostic = self.emit(
            Code::MissingMember,
            path,
            object.brace(),
            msg! {
                en: capitalized(format!("{} has no \"{name}\", which is required.", place.en)),
                ru: format!("В {} нет обязательного поля \"{name}\".", place.ru),
            },
        );
        if let Some(prop) = stand_in {
            suggest_rename(diagnostic, prop, name);
        } else if let Some(default) = default {
            diagnostic.fixes.push(fix(
                msg!("Add \"{}\": {}", "Добавить \"{}\": {}", name, default),
                vec![insert_member(text, object, name, default)],
            ));
        }
    }

    // ----- the JSON-RPC envelope -------------------------------------------------------------

    /// Checks a JSON-RPC response object and, inside it, the result or the error.
    pub fn response(&mut self, object: &Object<'_>) -> DocumentKind {
        let text = self.text;
        let place = text! { en: "the response", ru: "ответе" };
        let stand_ins = self.unknown_members(object, &Path::Base(""), ENVELOPE_MEMBERS, &[], place);
        match get(object, "jsonrpc") {
            None => {
                self.emit(
                    Code::JsonRpcVersion,
                    "",
                    object.brace(),
                    msg!(
                        "The response has no \"jsonrpc\": \"2.0\".",
                        "В ответе нет \"jsonrpc\": \"2.0\"."
                    ),
                )
                .fixes
                .push(fix(
                    msg!("Add \"jsonrpc\": \"2.0\"", "Добавить \"jsonrpc\": \"2.0\""),
                    vec![insert_member(text, object, "jsonrpc", "\"2.0\"")],
                ));
            }
            Some((_, prop)) if prop.value.as_str() != Some("2.0") => {
                let span: Span = prop.value.span();
                let written = self.raw(&prop.value);
                self.emit(
                    Code::JsonRpcVersion,
                    "/jsonrpc",
                    span,
                    msg!(
                        "\"jsonrpc\" must be the string \"2.0\", not {}.",
                        "\"jsonrpc\" должен быть строкой \"2.0\", а не {}.",
                        written
                    ),
                )
                .fixes
                .push(fix(
                    msg!("Replace with \"2.0\"", "Заменить на \"2.0\""),
                    vec![replace(span, "\"2.0\"")],
                ));
            }
            Some(_) => {}
        }

        let result = get(object, "result");
        let error = get(object, "error");
        match get(object, "id") {
            Some((_, prop)) => self.request_id(&prop.value),
            // An error response may lack an id (the request could not be read); a result may not.
            None if error.is_none() => {
                self.emit(
                    Code::RequestId,
                    "",
                    object.brace(),
                    msg!(
                        "The response has no \"id\"; it must repeat the id of the server/discover request.",
                        "В ответе нет \"id\"; он должен повторять id запроса server/discover."
                    ),
                );
            }
            None => {}
        }

        match (result, error) {
            (Some(_), Some((_, error_prop))) => {
                self.emit(
                    Code::ResultAndError,
                    "/error",
                    error_prop.key.span,
                    msg!(
                        "The response carries both \"result\" and \"error\"; it must carry exactly one.",
                        "В ответе есть и \"result\", и \"error\"; должно быть ровно одно из них."
                    ),
                );
            }
            (None, None) => {
                let diagnostic = self.emit(
                    Code::ResultAndError,
                    "",
                    object.brace(),
                    msg!(
                        "The response has neither \"result\" nor \"error\".",
                        "В ответе нет ни \"result\", ни \"error\"."
                    ),
                );
                if let Some(&(meant, index)) = stand_ins.first() {
                    let prop = &object.members[index];
                    diagnostic.fixes.push(fix(
                        msg!(
                            "Rename \"{}\" to \"{}\"",
                            "Переименовать \"{}\" в \"{}\"",
                            prop.name(),
                            meant
                        ),
                        vec![rename_member(prop, meant)],
                    ));
                }
            }
            _ => {}
        }

        if let Some((_, prop)) = result {
            self.discover_result(&prop.value, &Path::Base("/result"));
            DocumentKind::DiscoverResponse
        } else if let Some((_, prop)) = error {
            self.error_response(&prop.value)
        } else {
            DocumentKind::DiscoverResponse
        }
    }

    fn request_id(&mut self, value: &Value<'_>) {
        let problem = match value {
            Value::String(_) => None,
            Value::Number(n) if numbers::is_whole(n.raw) => None,
            Value::Number(_) => Some(text! { en: "a fraction", ru: "дробное число" }),
            Value::Null(_) => Some(text! { en: "null", ru: "null" }),
            _ => Some(text! { en: "neither a string nor a number", ru: "не строка и не число" }),
        };
        if let Some(problem) = problem {
            self.emit(
                Code::RequestId,
                "/id",
                value.span(),
                msg! {
                    en: format!("The id is {}; it must be a string or a whole number, the same as in the request.", problem.en),
                    ru: format!("id — {}; он должен быть строкой или целым числом, как в запросе.", problem.ru),
                },
            );
        }
    }

    // ----- error responses -------------------------------------------------------------------

    fn error_response(&mut self, value: &Value<'_>) -> DocumentKind {
        let Value::Object(error) = value else {
            self.emit(
                Code::ErrorShape,
                "/error",
                value.span(),
                msg!(
                    "\"error\" must be an object with code and message.",
                    "\"error\" должен быть объектом с code и message."
                ),
            );
            return DocumentKind::ErrorResponse;
        };
        let code = match get(error, "code") {
            None => {
                self.emit(
                    Code::ErrorShape,
                    "/error",
                    error.brace(),
                    msg!(
                        "The error has no integer \"code\".",
                        "У ошибки нет целого \"code\"."
                    ),
                );
                None
            }
            Some((_, prop)) => {
                let is_integer =
                    self.expect(&prop.value, JsonType::Integer, "/error/code", "error.code");
                if !is_integer {
                    // A schema type error here is also a malformed error object.
                    if let Some(last) = self.out.last_mut() {
                        last.code = Code::ErrorShape;
                    }
                }
                prop.value
                    .as_number()
                    .and_then(|raw| {
                        numbers::shape(raw)
                            .integer_digits
                            .map(|d| (raw.starts_with('-'), d))
                    })
                    .and_then(|(negative, digits)| {
                        digits
                            .parse::<i64>()
                            .ok()
                            .map(|v| if negative { -v } else { v })
                    })
            }
        };
        let message = match get(error, "message") {
            Some((_, prop)) => match &prop.value {
                Value::String(lit) => lit.value.to_string(),
                other => {
                    self.emit(
                        Code::ErrorShape,
                        "/error/message",
                        other.span(),
                        msg!(
                            "error.message must be a string.",
                            "error.message должен быть строкой."
                        ),
                    );
                    String::new()
                }
            },
            None => {
                self.emit(
                    Code::ErrorShape,
                    "/error",
                    error.brace(),
                    msg!(
                        "The error has no \"message\" string.",
                        "У ошибки нет строки \"message\"."
                    ),
                );
                String::new()
            }
        };
        let code_span: Span = get(error, "code").map_or(error.brace(), |(_, p)| p.value.span());
        match code {
            Some(METHOD_NOT_FOUND) => {
                self.emit(
                    Code::LegacyServer,
                    "/error/code",
                    code_span,
                    msg!(
                        "-32601 (method not found): this server does not implement server/discover, so it predates {}. A client now falls back to the initialize handshake of earlier revisions.",
                        "-32601 (метод не найден): сервер не реализует server/discover, значит, он старше редакции {}. Клиент в этом случае переходит на рукопожатие initialize прежних редакций.",
                        REVISION
                    ),
                );
                DocumentKind::LegacyServer
            }
            Some(UNSUPPORTED_PROTOCOL_VERSION) => {
                self.unsupported_version(error, code_span);
                DocumentKind::UnsupportedVersion
            }
            Some(other) => {
                self.emit(
                    Code::ErrorResponse,
                    "/error/code",
                    code_span,
                    msg!(
                        "The server answered server/discover with error {} ({}) instead of its discovery result.",
                        "Сервер ответил на server/discover ошибкой {} ({}) вместо результата discovery.",
                        other,
                        message
                    ),
                );
                DocumentKind::ErrorResponse
            }
            None => DocumentKind::ErrorResponse,
        }
    }

    fn unsupported_version(&mut self, error: &Object<'_>, code_span: Span) {
        let Some((_, data_prop)) = get(error, "data") else {
            self.emit(
                Code::ErrorShape,
                "/error",
                error.brace(),
                msg!(
                    "Error -32022 must carry \"data\" with \"supported\" and \"requested\".",
                    "Ошибка -32022 должна содержать \"data\" с \"supported\" и \"requested\"."
                ),
            );
            return;
        };
        if !self.expect(
            &data_prop.value,
            JsonType::Object,
            "/error/data",
            "error.data",
        ) {
            return;
        }
        let Value::Object(data) = &data_prop.value else {
            return;
        };
        let mut supported = Vec::new();
        match get(data, "supported") {
            Some((_, prop)) => {
                if self.expect(
                    &prop.value,
                    JsonType::Array,
                    "/error/data/supported",
                    "data.supported",
                ) && let Value::Array(items) = &prop.value
                {
                    let list = Path::Base("/error/data/supported");
                    for (index, item) in items.elements.iter().enumerate() {
                        if self.expect(
                            item,
                            JsonType::String,
                            list.index(index),
                            "data.supported[]",
                        ) && let Value::String(lit) = item
                        {
                            supported.push(lit.value.to_string());
                        }
                    }
                }
            }
            None => {
                self.emit(
                    Code::ErrorShape,
                    "/error/data",
                    data.brace(),
                    msg!(
                        "data has no \"supported\" list of revisions.",
                        "В data нет списка редакций \"supported\"."
                    ),
                );
            }
        }
        let requested = match get(data, "requested") {
            Some((_, prop)) => {
                self.expect(
                    &prop.value,
                    JsonType::String,
                    "/error/data/requested",
                    "data.requested",
                );
                prop.value.as_str().map(str::to_owned)
            }
            None => {
                self.emit(
                    Code::ErrorShape,
                    "/error/data",
                    data.brace(),
                    msg!(
                        "data has no \"requested\" revision.",
                        "В data нет запрошенной редакции \"requested\"."
                    ),
                );
                None
            }
        };
        let requested = requested.unwrap_or_else(|| "?".into());
        let supported = supported.join(", ");
        self.emit(
            Code::UnsupportedVersion,
            "/error/code",
            code_span,
            msg!(
                "The server does not speak revision {}; it offers {}. A client picks one of those and asks again.",
                "Сервер не поддерживает редакцию {}; он предлагает {}. Клиент выберет одну из них и повторит запрос.",
                requested,
                supported
            ),
        );
    }

    // ----- the discover result ---------------------------------------------------------------

    pub fn discover_result(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if !self.expect(value, JsonType::Object, path, "The result") {
            return;
        }
        let Value::Object(result) = value else { return };
        self.result_pointer = Some(path.to_string());
        self.result_brace = Some(result.brace());
        for field in fields::FIELDS {
            if let Some((_, prop)) = field.member.and_then(|m| get(result, m)) {
                self.field_spans.push((field.id, prop.span()));
            }
        }
        if let Some(Value::Object(meta)) = get(result, "_meta").map(|(_, p)| &p.value)
            && let Some((_, info)) = get(meta, SERVER_INFO_KEY)
        {
            self.field_spans.push(("serverInfo", info.span()));
        }
        let place = text! { en: "the discover result", ru: "результате discovery" };
        let mut stand_ins =
            self.unknown_members(result, path, RESULT_MEMBERS, DRAFT_MEMBERS, place);

        if let Some((index, prop)) = get(result, "protocolVersion") {
            self.initialize_era(result, index, prop, path);
            if get(result, "supportedVersions").is_none() {
                stand_ins.push(("supportedVersions", index));
            }
        }
        let server_info_top = get(result, "serverInfo");
        if let Some((index, _)) = server_info_top {
            self.server_info_top_level(result, index, path);
        }

        for field in fields::required_members() {
            let name = field.member.unwrap_or_default();
            if get(result, name).is_none() {
                let stand_in = stand_ins
                    .iter()
                    .find(|(meant, _)| *meant == name)
                    .map(|(_, i)| *i);
                self.missing(result, path, name, Some(field.default), stand_in, place);
            }
        }

        if let Some((_, prop)) = get(result, "resultType") {
            self.result_type(&prop.value, &path.member("resultType"));
        }
        if let Some((_, prop)) = get(result, "supportedVersions") {
            self.supported_versions(&prop.value, &path.member("supportedVersions"));
        }
        if let Some((_, prop)) = get(result, "capabilities") {
            self.capabilities(&prop.value, &path.member("capabilities"));
        }
        match get(result, "_meta") {
            Some((_, prop)) => self.result_meta(
                &prop.value,
                &path.member("_meta"),
                server_info_top.is_some(),
            ),
            None if server_info_top.is_none()
                && !stand_ins.iter().any(|(meant, _)| *meant == "_meta") =>
            {
                let default = format!(
                    "{{{}: {}}}",
                    quote(SERVER_INFO_KEY),
                    fields::field("serverInfo").map_or("{}", |f| f.default)
                );
                let edit = insert_member(self.text, result, "_meta", &default);
                self.emit(
                    Code::MissingServerInfo,
                    path,
                    result.brace(),
                    msg!(
                        "The result has no _meta, so it does not say which server answered.",
                        "В результате нет _meta, поэтому не сказано, какой сервер ответил."
                    ),
                )
                .fixes
                .push(fix(
                    msg!("Add _meta with serverInfo", "Добавить _meta с serverInfo"),
                    vec![edit],
                ));
            }
            None => {}
        }
        if let Some((_, prop)) = get(result, "instructions") {
            self.expect(
                &prop.value,
                JsonType::String,
                path.member("instructions"),
                "instructions",
            );
        }
        if let Some((_, prop)) = get(result, "ttlMs") {
            self.ttl_ms(&prop.value, &path.member("ttlMs"));
        }
        if let Some((_, prop)) = get(result, "cacheScope") {
            self.enumeration(
                &prop.value,
                &path.member("cacheScope"),
                "cacheScope",
                &["public", "private"],
            );
        }
    }

    fn initialize_era(
        &mut self,
        result: &Object<'_>,
        index: usize,
        prop: &Member<'_>,
        path: &Path<'_>,
    ) {
        let member_path = path.member("protocolVersion");
        let raw = self.raw(&prop.value);
        let diagnostic = self.emit(
            Code::InitializeResult,
            member_path,
            prop.key.span,
            msg!(
                "protocolVersion belongs to the result of initialize, the handshake before {}; a discover result lists revisions in supportedVersions.",
                "protocolVersion относится к результату initialize — рукопожатию до {}; результат discovery перечисляет редакции в supportedVersions.",
                REVISION
            ),
        );
        if get(result, "supportedVersions").is_none() {
            diagnostic.fixes.push(fix(
                msg!(
                    "Replace with supportedVersions: [{}]",
                    "Заменить на supportedVersions: [{}]",
                    raw
                ),
                vec![replace(
                    prop.span(),
                    format!("\"supportedVersions\": [{raw}]"),
                )],
            ));
        } else {
            diagnostic.fixes.push(fix(
                msg!("Remove protocolVersion", "Удалить protocolVersion"),
                vec![remove_member(result, index)],
            ));
        }
    }

    fn server_info_top_level(&mut self, result: &Object<'_>, index: usize, path: &Path<'_>) {
        let text = self.text;
        let prop = &result.members[index];
        let raw = self.raw(&prop.value);
        let meta = get(result, "_meta");
        let edits = match meta.map(|(_, m)| &m.value) {
            None => Some(vec![replace(
                prop.span(),
                format!("\"_meta\": {{{}: {raw}}}", quote(SERVER_INFO_KEY)),
            )]),
            Some(Value::Object(meta)) if get(meta, SERVER_INFO_KEY).is_some() => {
                Some(vec![remove_member(result, index)])
            }
            Some(Value::Object(meta)) => Some(vec![
                remove_member(result, index),
                insert_member(text, meta, SERVER_INFO_KEY, raw),
            ]),
            Some(_) => None,
        };
        let diagnostic = self.emit(
            Code::ServerInfoTopLevel,
            path.member("serverInfo"),
            prop.key.span,
            msg!(
                "serverInfo at the top of the result is a draft shape; in {} it lives in _meta[\"{}\"], and clients look only there.",
                "serverInfo в корне результата — форма из черновика; в {} он находится в _meta[\"{}\"], и клиенты ищут только там.",
                REVISION,
                SERVER_INFO_KEY
            ),
        );
        if let Some(edits) = edits {
            diagnostic
                .fixes
                .push(fix(msg!("Move into _meta", "Перенести в _meta"), edits));
        }
    }

    fn result_type(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if !self.expect(value, JsonType::String, path, "resultType") {
            return;
        }
        if let Value::String(lit) = value
            && lit.value != "complete"
        {
            let span: Span = value.span();
            self.emit(
                Code::ResultType,
                path,
                span,
                msg!(
                    "resultType is \"{}\"; a discover result is always \"complete\".",
                    "resultType равен \"{}\"; результат discovery всегда \"complete\".",
                    lit.value
                ),
            )
            .fixes
            .push(fix(
                msg!("Replace with \"complete\"", "Заменить на \"complete\""),
                vec![replace(span, "\"complete\"")],
            ));
        }
    }

    fn supported_versions(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if let Value::String(_) = value {
            // One revision written without the list around it.
            let span: Span = value.span();
            let raw = self.raw(value);
            self.expect(value, JsonType::Array, path, "supportedVersions");
            if let Some(last) = self.out.last_mut() {
                last.fixes.push(fix(
                    msg!("Put it in a list: [{}]", "Обернуть в список: [{}]", raw),
                    vec![replace(span, format!("[{raw}]"))],
                ));
            }
            return;
        }
        if !self.expect(value, JsonType::Array, path, "supportedVersions") {
            return;
        }
        let Value::Array(list) = value else { return };
        if list.elements.is_empty() {
            let span: Span = value.span();
            self.emit(
                Code::VersionsEmpty,
                path,
                span,
                msg!(
                    "supportedVersions is empty, so a client finds no revision to speak.",
                    "supportedVersions пуст, и клиенту не из чего выбрать редакцию."
                ),
            )
            .fixes
            .push(fix(
                msg!("List \"{}\"", "Указать \"{}\"", REVISION),
                vec![replace(span, format!("[\"{REVISION}\"]"))],
            ));
            return;
        }
        let repeated = names::repeats(
            (list.elements.iter().enumerate())
                .filter_map(|(index, item)| Some((index, item.as_str()?))),
        );
        let mut has_discover = false;
        let mut any_date = false;
        for (index, item) in list.elements.iter().enumerate() {
            let item_path = path.index(index);
            if !self.expect(item, JsonType::String, item_path, "Each supported version") {
                continue;
            }
            let Value::String(lit) = item else {
                continue;
            };
            let version = lit.value;
            if repeated.binary_search(&index).is_ok() {
                let span = removal_span(list.elements, index);
                self.emit(
                    Code::VersionDuplicate,
                    item_path,
                    item.span(),
                    msg!(
                        "\"{}\" is listed more than once.",
                        "\"{}\" указана больше одного раза.",
                        version
                    ),
                )
                .fixes
                .push(fix(
                    msg!("Remove the repeat", "Удалить повтор"),
                    vec![replace(span, "")],
                ));
            } else if is_revision_date(version) {
                any_date = true;
                has_discover |= version >= REVISION;
            } else {
                self.emit(
                    Code::VersionFormat,
                    item_path,
                    item.span(),
                    msg!(
                        "\"{}\" is not a revision: revisions are dates written YYYY-MM-DD, such as \"{}\".",
                        "\"{}\" — не редакция: редакции записываются датой ГГГГ-ММ-ДД, например \"{}\".",
                        version,
                        REVISION
                    ),
                );
            }
        }
        if any_date && !has_discover {
            let first = list.elements[0].span().start;
            self.emit(
                Code::VersionWithoutDiscover,
                path,
                value.span(),
                msg!(
                    "Every listed revision is older than {}, the first with server/discover; a server that answers it should list {}.",
                    "Все перечисленные редакции старше {} — первой, где есть server/discover; сервер, который на него отвечает, должен указать {}.",
                    REVISION,
                    REVISION
                ),
            )
            .fixes
            .push(fix(
                msg!("Add \"{}\"", "Добавить \"{}\"", REVISION),
                vec![replace(Span::new(first, first), format!("\"{REVISION}\", "))],
            ));
        }
    }

    fn capabilities(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if !self.expect(value, JsonType::Object, path, "capabilities") {
            return;
        }
        let Value::Object(caps) = value else { return };
        self.unknown_members(
            caps,
            path,
            CAPABILITIES,
            &[],
            text! { en: "capabilities", ru: "capabilities" },
        );
        for prop in caps.members {
            let name = prop.name();
            let cap_path = path.member(name);
            // Unknown capabilities were reported above; the static spelling names a known one in
            // messages about its settings.
            let Some(&known) = CAPABILITIES.iter().find(|c| **c == name) else {
                continue;
            };
            let flags: &'static [&'static str] = match known {
                "tools" | "prompts" => &["listChanged"],
                "resources" => &["subscribe", "listChanged"],
                "experimental" | "extensions" => {
                    self.capability_map(&prop.value, &cap_path, known == "extensions");
                    continue;
                }
                _ => &[],
            };
            if name == "logging" {
                self.emit(
                    Code::DeprecatedCapability,
                    cap_path,
                    prop.key.span,
                    msg!(
                        "The logging capability is deprecated in {}; it still works, but clients may stop asking for logs.",
                        "Возможность logging объявлена устаревшей в {}; она работает, но клиенты могут перестать запрашивать журналы.",
                        REVISION
                    ),
                );
            }
            if !self.expect(
                &prop.value,
                JsonType::Object,
                cap_path,
                format_args!("capabilities.{name}"),
            ) {
                continue;
            }
            let Value::Object(options) = &prop.value else {
                continue;
            };
            if flags.is_empty() {
                self.settings_values(&prop.value, &cap_path);
            } else {
                self.unknown_members(
                    options,
                    &cap_path,
                    flags,
                    &[],
                    text! { en: known, ru: known },
                );
            }
            for flag in flags {
                if let Some((_, flag_prop)) = get(options, flag) {
                    self.expect(
                        &flag_prop.value,
                        JsonType::Boolean,
                        cap_path.member(flag),
                        format_args!("{name}.{flag}"),
                    );
                }
            }
        }
    }

    /// `experimental` and `extensions`: maps from a name to an object of settings.
    fn capability_map(&mut self, value: &Value<'_>, path: &Path<'_>, is_extensions: bool) {
        let what = if is_extensions {
            "capabilities.extensions"
        } else {
            "capabilities.experimental"
        };
        if !self.expect(value, JsonType::Object, path, what) {
            return;
        }
        let Value::Object(map) = value else { return };
        for prop in map.members {
            let key = prop.name();
            if is_extensions && let Some(problem) = meta_key_problem(key, true) {
                self.emit(
                    Code::ExtensionKey,
                    path.member(key),
                    prop.key.span,
                    msg! {
                        en: format!("The extension identifier \"{key}\" is invalid: {}.", problem.en),
                        ru: format!("Идентификатор расширения \"{key}\" неверен: {}.", problem.ru),
                    },
                );
            }
            if let Value::Object(_) = prop.value {
                self.settings_values(&prop.value, &path.member(key));
            } else {
                let entry_path = path.member(key);
                self.expect(
                    &prop.value,
                    JsonType::Object,
                    entry_path,
                    format!("{what}[\"{key}\"]"),
                );
            }
        }
    }

    /// Capability settings are `JSONObject`s, whose values the official schema limits to
    /// strings, whole numbers, booleans, objects and arrays: no null, no fractions. (The
    /// parser bounds the depth, so the recursion is bounded too.)
    fn settings_values(&mut self, value: &Value<'_>, path: &Path<'_>) {
        let found = match value {
            Value::Object(object) => {
                for member in object.members {
                    self.settings_values(&member.value, &path.member(member.name()));
                }
                return;
            }
            Value::Array(array) => {
                for (index, element) in array.elements.iter().enumerate() {
                    self.settings_values(element, &path.index(index));
                }
                return;
            }
            Value::Number(n) if !numbers::is_whole(n.raw) => JsonType::Number,
            Value::Null(_) => JsonType::Null,
            _ => return,
        };
        self.emit(
            Code::WrongType,
            path,
            value.span(),
            msg! {
                en: format!(
                    "Capability settings hold strings, whole numbers, booleans, objects and arrays; {} is not allowed here.",
                    found.en()
                ),
                ru: format!(
                    "Настройки возможностей содержат строки, целые числа, логические значения, объекты и массивы; {} здесь недопустимо.",
                    found.ru()
                ),
            },
        );
    }

    fn result_meta(&mut self, value: &Value<'_>, path: &Path<'_>, server_info_elsewhere: bool) {
        if !self.expect(value, JsonType::Object, path, "_meta") {
            return;
        }
        let Value::Object(meta) = value else { return };
        for prop in meta.members {
            let key = prop.name();
            if let Some(problem) = meta_key_problem(key, false) {
                self.emit(
                    Code::MetaKey,
                    path.member(key),
                    prop.key.span,
                    msg! {
                        en: format!("The _meta key \"{key}\" is invalid: {}.", problem.en),
                        ru: format!("Ключ _meta \"{key}\" неверен: {}.", problem.ru),
                    },
                );
            }
        }
        let info_path = path.member(SERVER_INFO_KEY);
        if let Some((_, prop)) = get(meta, SERVER_INFO_KEY) {
            self.implementation(&prop.value, &info_path);
            return;
        }
        if server_info_elsewhere {
            return;
        }
        // `serverInfo` without its prefix, or a near miss of the full key.
        let near_miss = meta.members.iter().find(|p| {
            let key = p.name();
            key == "serverInfo" || likely_meant(key, &[SERVER_INFO_KEY]).is_some()
        });
        let text = self.text;
        let diagnostic = self.emit(
            Code::MissingServerInfo,
            path,
            meta.brace(),
            msg!(
                "_meta has no \"{}\", so clients cannot show or log which server answered.",
                "В _meta нет \"{}\", и клиенты не смогут показать или записать, какой сервер ответил.",
                SERVER_INFO_KEY
            ),
        );
        match near_miss {
            Some(prop) => suggest_rename(diagnostic, prop, SERVER_INFO_KEY),
            None => {
                let default = fields::field("serverInfo").map_or("{}", |f| f.default);
                diagnostic.fixes.push(fix(
                    msg!("Add serverInfo", "Добавить serverInfo"),
                    vec![insert_member(text, meta, SERVER_INFO_KEY, default)],
                ));
            }
        }
    }

    fn implementation(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if !self.expect(value, JsonType::Object, path, "serverInfo") {
            return;
        }
        let Value::Object(info) = value else { return };
        let place = text! { en: "serverInfo", ru: "serverInfo" };
        let stand_ins = self.unknown_members(info, path, IMPLEMENTATION_MEMBERS, &[], place);
        for (name, default) in [("name", "\"my-server\""), ("version", "\"0.1.0\"")] {
            match get(info, name) {
                None => {
                    let stand_in = stand_ins.iter().find(|(m, _)| *m == name).map(|(_, i)| *i);
                    self.missing(info, path, name, Some(default), stand_in, place);
                }
                Some((_, prop)) => {
                    let member_path = path.member(name);
                    if self.expect(
                        &prop.value,
                        JsonType::String,
                        member_path,
                        format_args!("serverInfo.{name}"),
                    ) && name == "version"
                        && prop.value.as_str().is_some_and(|s| s.trim().is_empty())
                    {
                        self.emit(
                            Code::EmptyServerVersion,
                            member_path,
                            prop.value.span(),
                            msg!(
                                "serverInfo.version is empty; give the version of your server software.",
                                "serverInfo.version пуст; укажите версию серверной программы."
                            ),
                        );
                    }
                }
            }
        }
        for name in ["title", "description"] {
            if let Some((_, prop)) = get(info, name) {
                self.expect(
                    &prop.value,
                    JsonType::String,
                    path.member(name),
                    format_args!("serverInfo.{name}"),
                );
            }
        }
        if let Some((_, prop)) = get(info, "websiteUrl") {
            self.uri(
                &prop.value,
                &path.member("websiteUrl"),
                "serverInfo.websiteUrl",
            );
        }
        if let Some((_, prop)) = get(info, "icons") {
            let icons_path = path.member("icons");
            if self.expect(&prop.value, JsonType::Array, icons_path, "serverInfo.icons")
                && let Value::Array(icons) = &prop.value
            {
                for (index, icon) in icons.elements.iter().enumerate() {
                    self.icon(icon, &icons_path.index(index));
                }
            }
        }
    }

    fn icon(&mut self, value: &Value<'_>, path: &Path<'_>) {
        if !self.expect(value, JsonType::Object, path, "Each icon") {
            return;
        }
        let Value::Object(icon) = value else { return };
        let place = text! { en: "an icon", ru: "значке" };
        let stand_ins = self.unknown_members(icon, path, ICON_MEMBERS, &[], place);
        match get(icon, "src") {
            Some((_, prop)) => self.uri(&prop.value, &path.member("src"), "icon.src"),
            None => {
                let stand_in = stand_ins.iter().find(|(m, _)| *m == "src").map(|(_, i)| *i);
                self.missing(icon, path, "src", None, stand_in, place);
            }
        }
        if let Some((_, prop)) = get(icon, "mimeType") {
            self.expect(
                &prop.value,
                JsonType::String,
                path.member("mimeType"),
                "icon.mimeType",
            );
        }
        if let Some((_, prop)) = get(icon, "sizes") {
            let sizes_path = path.member("sizes");
            if self.expect(&prop.value, JsonType::Array, sizes_path, "icon.sizes")
                && let Value::Array(sizes) = &prop.value
            {
                for (index, size) in sizes.elements.iter().enumerate() {
                    self.expect(
                        size,
                        JsonType::String,
                        sizes_path.index(index),
                        "Each icon size",
                    );
                }
            }
        }
        if let Some((_, prop)) = get(icon, "theme") {
            self.enumeration(
                &prop.value,
                &path.member("theme"),
                "icon.theme",
                &["light", "dark"],
            );
        }
    }

    fn uri(&mut self, value: &Value<'_>, path: &Path<'_>, what: &str) {
        if !self.expect(value, JsonType::String, path, what) {
            return;
        }
        if let Value::String(lit) = value
            && !is_absolute_uri(lit.value)
        {
            self.emit(
                Code::InvalidUri,
                path,
                value.span(),
                msg!(
                    "{} \"{}\" is not an absolute URI: it needs a scheme such as https:.",
                    "{} \"{}\" — не абсолютный URI: нужна схема, например https:.",
                    what,
                    lit.value
                ),
            );
        }
    }

    fn enumeration(&mut self, value: &Value<'_>, path: &Path<'_>, what: &str, allowed: &[&str]) {
        if !self.expect(value, JsonType::String, path, what) {
            return;
        }
        let Value::String(lit) = value else { return };
        if allowed.contains(&lit.value) {
            return;
        }
        let span: Span = value.span();
        let choices = allowed
            .iter()
            .map(|a| format!("\"{a}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let near = allowed
            .iter()
            .find(|a| a.eq_ignore_ascii_case(lit.value.trim()))
            .copied();
        let diagnostic = self.emit(
            Code::EnumValue,
            path,
            span,
            msg!(
                "{} is \"{}\"; it must be exactly one of {}.",
                "{} равно \"{}\"; допустимо ровно одно из значений {}.",
                what,
                lit.value,
                choices
            ),
        );
        if let Some(near) = near {
            diagnostic.fixes.push(fix(
                msg!("Replace with \"{}\"", "Заменить на \"{}\"", near),
                vec![replace(span, quote(near))],
            ));
        }
    }

    fn ttl_ms(&mut self, value: &Value<'_>, path: &Path<'_>) {
        let span: Span = value.span();
        let Value::Number(number) = value else {
            self.expect(value, JsonType::Integer, path, "ttlMs");
            return;
        };
        let shape = numbers::shape(number.raw);
        if shape.negative {
            self.emit(
                Code::TtlNegative,
                path,
                span,
                msg!(
                    "ttlMs is {}; it must be 0 or more.",
                    "ttlMs равен {}; он должен быть не меньше 0.",
                    number.raw
                ),
            );
            return;
        }
        if !shape.whole {
            let diagnostic = self.emit(
                Code::TtlFraction,
                path,
                span,
                msg!(
                    "ttlMs is {}; it counts whole milliseconds.",
                    "ttlMs равен {}; он считает целые миллисекунды.",
                    number.raw
                ),
            );
            if let Some(rounded) = numbers::rounded(number.raw) {
                diagnostic.fixes.push(fix(
                    msg!("Round to {}", "Округлить до {}", rounded),
                    vec![replace(span, rounded.clone())],
                ));
            }
            return;
        }
        if !shape.plain {
            let diagnostic = self.emit(
                Code::TtlFloatSyntax,
                path,
                span,
                msg!(
                    "ttlMs is written {}; the value is whole, but clients that read it into an integer type reject this notation.",
                    "ttlMs записан как {}; значение целое, но клиенты, читающие его в целый тип, такую запись отвергнут.",
                    number.raw
                ),
            );
            if let Some(digits) = &shape.integer_digits {
                diagnostic.fixes.push(fix(
                    msg!("Write {}", "Записать {}", digits),
                    vec![replace(span, digits.clone())],
                ));
            }
        }
        if shape.beyond_safe_integer() {
            self.emit(
                Code::TtlUnsafeInteger,
                path,
                span,
                msg!(
                    "ttlMs is above 2^53 − 1; JavaScript clients will read a different number.",
                    "ttlMs больше 2^53 − 1; клиенты на JavaScript прочитают другое число."
                ),
            );
        } else if shape.zero {
            self.emit(
                Code::TtlZero,
                path,
                span,
                msg!(
                    "ttlMs is 0: clients treat the answer as stale at once and may ask again before every request.",
                    "ttlMs равен 0: клиенты сразу считают ответ устаревшим и могут запрашивать его перед каждым запросом."
                ),
            );
        }
    }
}

/// Adds "`written` looks like it was meant" to a missing-member diagnostic, with the rename.
fn suggest_rename(diagnostic: &mut Diagnostic, prop: &Member<'_>, name: &str) {
    let written = prop.name();
    let message = &mut diagnostic.message;
    #[cfg(feature = "lang-en")]
    message
        .en
        .push_str(&format!(" \"{written}\" looks like it was meant."));
    #[cfg(feature = "lang-ru")]
    message
        .ru
        .push_str(&format!(" Похоже, имелся в виду \"{written}\"."));
    diagnostic.fixes.push(fix(
        msg!(
            "Rename \"{}\" to \"{}\"",
            "Переименовать \"{}\" в \"{}\"",
            written,
            name
        ),
        vec![rename_member(prop, name)],
    ));
}

/// The sentence with its first letter in upper case; the places named at the start of English
/// messages are ASCII, and Unicode case tables would cost the browser module kilobytes.
fn capitalized(mut sentence: String) -> String {
    if let Some(first) = sentence.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    sentence
}
