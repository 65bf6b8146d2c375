//! The diagnostic catalogue: every code the engine can report, with its severity, the page of
//! the specification it rests on, a general hint on fixing it, and a bad and a good example.
//!
//! In the examples, `…` stands for the remaining members of a valid discover result and `[×N`
//! for N opening brackets (`]×N` closing); the catalogue test expands them and checks that each bad example reports its code and each good
//! one does not. `docs/codes.md` is generated from this table.

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

macro_rules! catalogue {
    ($( $variant:ident = $id:literal, $severity:ident, $page:ident,
        summary: ($sen:literal, $sru:literal),
        help: ($hen:literal, $hru:literal),
        bad: $bad:literal, good: $good:literal; )*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Code { $($variant,)* }

        impl Code {
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            pub fn info(self) -> &'static CodeInfo {
                match self {
                    $(Code::$variant => &CodeInfo {
                        id: $id,
                        severity: Severity::$severity,
                        page: SpecPage::$page,
                        #[cfg(not(target_arch = "wasm32"))]
                        summary: text! { en: $sen, ru: $sru },
                        #[cfg(not(target_arch = "wasm32"))]
                        help: text! { en: $hen, ru: $hru },
                        #[cfg(not(target_arch = "wasm32"))]
                        bad: $bad,
                        #[cfg(not(target_arch = "wasm32"))]
                        good: $good,
                    },)*
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

catalogue! {
    InvalidJson = "syntax/invalid-json", Error, Schema,
        summary: ("The text is not valid JSON.", "Текст не является корректным JSON."),
        help: ("Fix the JSON at the marked place; the response must parse as strict JSON (RFC 8259).",
               "Исправьте JSON в отмеченном месте: ответ должен разбираться как строгий JSON (RFC 8259)."),
        bad: r#"{"ttlMs": 60000 "cacheScope": "public", …}"#,
        good: r#"{"ttlMs": 60000, "cacheScope": "public", …}"#;
    Comment = "syntax/comment", Error, Schema,
        summary: ("JSON has no comments.", "В JSON нет комментариев."),
        help: ("Delete the comment; put the explanation in your documentation or in instructions.",
               "Удалите комментарий; пояснение уместнее в документации или в поле `instructions`."),
        bad: r#"{"ttlMs": 60000, // one minute
 …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    TrailingComma = "syntax/trailing-comma", Error, Schema,
        summary: ("A comma after the last element.", "Запятая после последнего элемента."),
        help: ("Remove the comma before the closing bracket or brace.",
               "Удалите запятую перед закрывающей скобкой."),
        bad: r#"{"supportedVersions": ["2026-07-28",], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    SingleQuote = "syntax/single-quote", Error, Schema,
        summary: ("Strings in JSON use double quotes.", "Строки в JSON берутся в двойные кавычки."),
        help: ("Replace the single quotes with double quotes.", "Замените одинарные кавычки на двойные."),
        bad: r#"{"cacheScope": 'public', …}"#,
        good: r#"{"cacheScope": "public", …}"#;
    NonFiniteNumber = "syntax/non-finite-number", Error, Schema,
        summary: ("NaN and Infinity are not JSON numbers.", "`NaN` и `Infinity` не являются числами JSON."),
        help: ("Write a finite number; for ttlMs, a whole number of milliseconds.",
               "Запишите конечное число; для `ttlMs` — целое число миллисекунд."),
        bad: r#"{"ttlMs": Infinity, …}"#,
        good: r#"{"ttlMs": 86400000, …}"#;
    TooDeep = "syntax/too-deep", Info, Schema,
        summary: ("Nesting deeper than the checker inspects: that part was only read.", "Вложенность глубже, чем проверяет валидатор: эта часть только прочитана."),
        help: ("Such depth is legal where the schema allows any value (experimental settings, _meta); everything around it was checked. Elsewhere, look for brackets pasted twice.",
               "Такая глубина допустима там, где схема разрешает любое значение (экспериментальные настройки, `_meta`); всё вокруг проверено. В других местах поищите дважды вставленные скобки."),
        bad: r#"{"capabilities": {"experimental": {"x": {"a": [×200 ]×200}}}, …}"#,
        good: r#"{"capabilities": {"experimental": {"x": {"a": [[1]]}}}, …}"#;
    ControlCharacter = "syntax/control-character", Error, Schema,
        summary: ("A raw control character inside a string.", "Управляющий символ внутри строки без экранирования."),
        help: ("Escape it: a tab as \\t, a line break as \\n, others as \\u00XX.",
               "Экранируйте его: табуляцию как `\\t`, перевод строки как `\\n`, остальные как `\\u00XX`."),
        bad: "{\"instructions\": \"Use\tthe tools\", …}",
        good: r#"{"instructions": "Use\tthe tools", …}"#;
    LoneSurrogate = "syntax/lone-surrogate", Warning, Schema,
        summary: ("A \\u escape names half of a surrogate pair.", "Экранирование `\\u` задаёт лишь половину суррогатной пары."),
        help: ("Write the character itself, or both halves of the pair (\\uD83D\\uDE00).",
               "Запишите сам символ или обе половины пары (`\\uD83D\\uDE00`)."),
        bad: r#"{"instructions": "smile \uD83D", …}"#,
        good: r#"{"instructions": "smile \uD83D\uDE00", …}"#;
    DuplicateKey = "syntax/duplicate-key", Warning, Schema,
        summary: ("The same member name appears twice in one object.", "Одно и то же имя поля дважды в одном объекте."),
        help: ("Keep one of them: parsers disagree on which one wins.",
               "Оставьте один: разные парсеры выбирают разные значения."),
        bad: r#"{"ttlMs": 60000, "ttlMs": 0, …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    Empty = "document/empty", Error, Discover,
        summary: ("Nothing to check.", "Проверять нечего."),
        help: ("Paste the whole response your server sent to server/discover.",
               "Вставьте целиком ответ вашего сервера на `server/discover`."),
        bad: "   ",
        good: r#"{…}"#;
    Batch = "document/batch", Info, Basic,
        summary: ("A JSON array of messages: each is checked on its own, but MCP has no batches.", "Массив сообщений: каждое проверяется отдельно, но пакетов сообщений в MCP нет."),
        help: ("On the wire, send each response as its own message; an array is fine for checking several at once.",
               "По сети отправляйте каждый ответ отдельным сообщением; массив подходит, чтобы проверить несколько сразу."),
        bad: r#"[{"jsonrpc": "2.0", "id": 1, "result": {…}}]"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    RequestInsteadOfResponse = "document/request", Error, Discover,
        summary: ("This is a request, not the server's answer.", "Это запрос, а не ответ сервера."),
        help: ("Send it to the server and paste what comes back.", "Отправьте его серверу и вставьте то, что он вернёт."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    NotAResponse = "document/not-a-response", Error, Discover,
        summary: ("The JSON is not a response to server/discover.", "Этот JSON не является ответом на `server/discover`."),
        help: ("Paste a JSON-RPC response object, or the result object inside it.",
               "Вставьте объект ответа JSON-RPC или объект `result` из него."),
        bad: r#"["2026-07-28"]"#,
        good: r#"{…}"#;
    OtherMethod = "document/other-method", Info, Responses,
        summary: ("The answer is to a method whose results are not checked here.", "Ответ на метод, результаты которого здесь не проверяются."),
        help: ("Checked here: server/discover and the results that carry caching hints (tools/list, prompts/list, resources/list, resources/templates/list, resources/read). Of other answers only the envelope is checked.",
               "Здесь проверяются `server/discover` и результаты с подсказками кэширования (`tools/list`, `prompts/list`, `resources/list`, `resources/templates/list`, `resources/read`); у остальных ответов — только обёртка."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": "Sunny"}], "isError": false}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    LegacyServer = "document/legacy-server", Error, Versioning,
        summary: ("The server does not know server/discover: it predates 2026-07-28.", "Сервер не реализует `server/discover`: он старше ревизии 2026-07-28."),
        help: ("Clients will fall back to `initialize`. To support revision 2026-07-28, implement `server/discover`.",
               "Клиенты откатятся к `initialize`. Чтобы поддерживать ревизию 2026-07-28, реализуйте `server/discover`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    UnsupportedVersion = "document/unsupported-version", Info, Versioning,
        summary: ("The server declined the requested revision and listed the ones it supports.", "Сервер отклонил запрошенную ревизию и перечислил те, что поддерживает."),
        help: ("A valid modern answer: the client retries with a revision from data.supported.",
               "Корректный современный ответ: клиент повторит запрос с ревизией из `data.supported`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ErrorResponse = "document/error-response", Error, Discover,
        summary: ("The server answered server/discover with an error.", "Сервер ответил на `server/discover` ошибкой."),
        help: ("Every 2026-07-28 server must answer server/discover with its result; look at the server's logs.",
               "Каждый сервер ревизии 2026-07-28 ДОЛЖЕН отвечать на `server/discover` результатом, иначе клиент откатывается к `initialize`; посмотрите журналы сервера."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32603, "message": "Internal error"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    JsonRpcVersion = "envelope/jsonrpc", Error, Basic,
        summary: ("The envelope must say \"jsonrpc\": \"2.0\".", "В обёртке должно быть `\"jsonrpc\": \"2.0\"`."),
        help: ("Set \"jsonrpc\" to the string \"2.0\".", "Задайте полю `jsonrpc` значение `\"2.0\"`."),
        bad: r#"{"jsonrpc": 2, "id": 1, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    RequestId = "envelope/id", Error, Basic,
        summary: ("The id must be a string or a whole number.", "`id` должен быть строкой или целым числом."),
        help: ("Echo the id of the request exactly as the client sent it.",
               "Верните `id` запроса ровно в том виде, в каком его прислал клиент."),
        bad: r#"{"jsonrpc": "2.0", "id": null, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": "discover-1", "result": {…}}"#;
    ResultAndError = "envelope/result-or-error", Error, Basic,
        summary: ("A response carries exactly one of result and error.", "Ответ содержит одно из двух: `result` или `error`."),
        help: ("Keep exactly one: `result` on success or `error` on failure.",
               "Оставьте одно из двух: `result` при успехе или `error` при сбое."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}, "error": {"code": -32603, "message": "oops"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ErrorShape = "envelope/error-shape", Error, Basic,
        summary: ("The error object is malformed.", "Объект `error` составлен неверно."),
        help: ("An error has an integer code and a string message; -32022 also needs data.supported and data.requested.",
               "У ошибки есть целый `code` и строка `message`; для -32022 нужны ещё `data.supported` и `data.requested`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": "-32022", "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    MissingMember = "schema/missing-member", Error, Discover,
        summary: ("A required member is missing.", "Нет обязательного поля."),
        help: ("Add the member. Where one value suits most servers, a fix offers it.",
               "Добавьте поле. Если большинству серверов подходит одно и то же значение, его предложит исправление."),
        bad: r#"{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "cacheScope": "public"}"#,
        good: r#"{"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}"#;
    WrongType = "schema/wrong-type", Error, Discover,
        summary: ("The value has the wrong JSON type.", "У значения неверный тип JSON."),
        help: ("Write the value with the type the field table gives.", "Запишите значение того типа, который указан в таблице полей."),
        bad: r#"{"capabilities": {"tools": {"listChanged": "yes"}}, …}"#,
        good: r#"{"capabilities": {"tools": {"listChanged": true}}, …}"#;
    MisspeltMember = "schema/misspelt-member", Warning, Discover,
        summary: ("A member name looks like a misspelt known one.", "Имя поля похоже на известное, но с опечаткой."),
        help: ("Member names are case-sensitive camelCase; clients ignore a misspelt one.",
               "Имена полей чувствительны к регистру и пишутся в стиле `camelCase`; поле с опечаткой клиенты пропустят."),
        bad: r#"{"ttl_ms": 60000, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "cacheScope": "public"}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    UnknownMember = "schema/unknown-member", Info, Discover,
        summary: ("A member the specification does not define.", "Поле, которого нет в спецификации."),
        help: ("Allowed, and ignored by clients that do not know it; custom data belongs in _meta under your own prefix.",
               "Поле допустимо, но клиенты, которые его не знают, его пропустят; собственные данные кладите в `_meta` под своим префиксом."),
        bad: r#"{"capabilities": {"sampling": {}}, …}"#,
        good: r#"{"capabilities": {"tools": {}}, …}"#;
    EnumValue = "schema/enum-value", Error, Caching,
        summary: ("The value is not one of the allowed words.", "Значение не входит в число допустимых."),
        help: ("Use one of the listed values exactly, in lower case.", "Используйте одно из перечисленных значений точно, строчными буквами."),
        bad: r#"{"cacheScope": "Public", …}"#,
        good: r#"{"cacheScope": "public", …}"#;
    InvalidUri = "schema/invalid-uri", Error, Discover,
        summary: ("The value is not an absolute URI.", "Значение не является абсолютным URI."),
        help: ("Write a full URI with a scheme, such as https://example.com/ or a data: URI.",
               "Запишите полный URI со схемой, например `https://example.com/` или `data:`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "websiteUrl": "example.com"}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "websiteUrl": "https://example.com/"}}, …}"#;
    ResultType = "discover/result-type", Error, Discover,
        summary: ("A `server/discover` result has `resultType` \"complete\".", "У результата `server/discover` `resultType` равен «complete»."),
        help: ("Set resultType to \"complete\".", "Задайте `resultType` равным «complete»."),
        bad: r#"{"resultType": "input_required", …}"#,
        good: r#"{"resultType": "complete", …}"#;
    VersionsEmpty = "discover/versions-empty", Warning, Versioning,
        summary: ("supportedVersions lists nothing.", "`supportedVersions` ничего не перечисляет."),
        help: ("List every revision the server supports, at least \"2026-07-28\".",
               "Перечислите все ревизии, которые поддерживает сервер, как минимум «2026-07-28»."),
        bad: r#"{"supportedVersions": [], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionDuplicate = "discover/version-duplicate", Warning, Versioning,
        summary: ("A revision is listed twice.", "Ревизия указана дважды."),
        help: ("List each revision once.", "Укажите каждую ревизию один раз."),
        bad: r#"{"supportedVersions": ["2026-07-28", "2026-07-28"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionFormat = "discover/version-format", Warning, Versioning,
        summary: ("A revision is not a YYYY-MM-DD date.", "Ревизия записана не датой ГГГГ-ММ-ДД."),
        help: ("Revisions are named by their date, for example \"2026-07-28\"; clients compare them as such.",
               "Ревизии называются по дате, например «2026-07-28»; клиенты сравнивают именно такие строки."),
        bad: r#"{"supportedVersions": ["2026-07-28", "v2"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28"], …}"#;
    VersionWithoutDiscover = "discover/version-without-discover", Warning, Versioning,
        summary: ("No listed revision has server/discover.", "Ни одна из перечисленных ревизий не содержит `server/discover`."),
        help: ("List 2026-07-28 or a later revision: a server that answers `server/discover` supports it.",
               "Укажите ревизию 2026-07-28 или более новую: сервер, отвечающий на `server/discover`, её поддерживает."),
        bad: r#"{"supportedVersions": ["2025-11-25"], …}"#,
        good: r#"{"supportedVersions": ["2026-07-28", "2025-11-25"], …}"#;
    DeprecatedCapability = "discover/deprecated-capability", Info, Discover,
        summary: ("The capability is deprecated in 2026-07-28.", "Возможность объявлена устаревшей в ревизии 2026-07-28."),
        help: ("It still works, but plan to drop it; clients may stop using it.",
               "Откажитесь от неё: пока она работает, но клиенты могут перестать её использовать."),
        bad: r#"{"capabilities": {"logging": {}}, …}"#,
        good: r#"{"capabilities": {}, …}"#;
    ExtensionKey = "discover/extension-key", Error, Basic,
        summary: ("An extension identifier breaks the _meta key rules or lacks a prefix.", "Идентификатор расширения нарушает правила ключей `_meta` или не имеет префикса."),
        help: ("Name extensions like \"com.example/feature\": reverse-DNS labels, a slash, then the name.",
               "Называйте расширения по образцу «com.example/feature»: метки в обратной DNS-записи, косая черта, затем имя."),
        bad: r#"{"capabilities": {"extensions": {"tasks": {}}}, …}"#,
        good: r#"{"capabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}, …}"#;
    MetaKey = "meta/key-format", Error, Basic,
        summary: ("A _meta key breaks the naming rules.", "Ключ `_meta` нарушает правила именования."),
        help: ("Keys are an optional prefix of dot-separated labels followed by a slash, then a name that starts and ends with a letter or digit.",
               "Ключ — необязательный префикс из меток через точку с косой чертой в конце, затем имя, которое начинается и кончается буквой или цифрой."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "-build-": "42"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "com.example/build": "42"}, …}"#;
    MissingServerInfo = "meta/missing-server-info", Warning, Discover,
        summary: ("_meta does not say which server answered.", "В `_meta` не сказано, какой сервер ответил."),
        help: ("Add _meta[\"io.modelcontextprotocol/serverInfo\"] with name and version; clients show it and log it.",
               "Добавьте в `_meta` ключ «io.modelcontextprotocol/serverInfo» с `name` и `version`: клиенты показывают эти данные и пишут их в журналы."),
        bad: r#"{"_meta": {}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, …}"#;
    EmptyServerVersion = "meta/empty-version", Warning, Discover,
        summary: ("serverInfo.version is empty.", "`serverInfo.version` пуст."),
        help: ("Report the real version of your server software; it is what people quote in bug reports.",
               "Укажите настоящую версию серверной программы: её приводят в сообщениях об ошибках."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": ""}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, …}"#;
    ServerInfoTopLevel = "discover/server-info-top-level", Warning, Discover,
        summary: ("serverInfo sits at the top of the result, where a draft had it.", "`serverInfo` лежит в корне результата, как было в черновике."),
        help: ("Move it into _meta under \"io.modelcontextprotocol/serverInfo\"; clients look only there.",
               "Перенесите его в `_meta` под ключ «io.modelcontextprotocol/serverInfo»: клиенты ищут только там."),
        bad: r#"{"serverInfo": {"name": "demo", "version": "1.0.0"}, "resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public"}"#,
        good: r#"{…}"#;
    InitializeResult = "discover/initialize-result", Warning, Versioning,
        summary: ("This looks like an answer to initialize, not to server/discover.", "Похоже на ответ на `initialize`, а не на `server/discover`."),
        help: ("protocolVersion belongs to the pre-2026-07-28 handshake; list revisions in supportedVersions.",
               "`protocolVersion` относится к рукопожатию ревизий до 2026-07-28; перечисляйте ревизии в `supportedVersions`."),
        bad: r#"{"protocolVersion": "2026-07-28", …}"#,
        good: r#"{…}"#;
    TtlNegative = "ttl/negative", Error, Caching,
        summary: ("ttlMs is negative.", "`ttlMs` отрицателен."),
        help: ("Use 0 for \"always ask again\", or a positive number of milliseconds.",
               "Используйте 0 — «каждый раз спрашивать заново» — или положительное число миллисекунд."),
        bad: r#"{"ttlMs": -1, …}"#,
        good: r#"{"ttlMs": 0, …}"#;
    TtlFraction = "ttl/fraction", Error, Caching,
        summary: ("ttlMs has a fractional part.", "У `ttlMs` есть дробная часть."),
        help: ("Milliseconds are whole: round the value.", "Округлите значение: время свежести считается в целых миллисекундах."),
        bad: r#"{"ttlMs": 1500.5, …}"#,
        good: r#"{"ttlMs": 1500, …}"#;
    TtlFloatSyntax = "ttl/float-syntax", Warning, Caching,
        summary: ("ttlMs is whole but written with a decimal point or exponent.", "`ttlMs` целый, но записан с точкой или экспонентой."),
        help: ("Write plain digits: clients that decode into an integer type reject 1000.0 and 1e3.",
               "Пишите одни цифры: клиенты, читающие значение в целый тип, отвергают `1000.0` и `1e3`."),
        bad: r#"{"ttlMs": 60000.0, …}"#,
        good: r#"{"ttlMs": 60000, …}"#;
    TtlUnsafeInteger = "ttl/unsafe-integer", Warning, Caching,
        summary: ("ttlMs is larger than JavaScript numbers hold exactly.", "`ttlMs` больше, чем точно хранят числа JavaScript."),
        help: ("Keep it at most 9007199254740991 (2^53 − 1); a year is only 31536000000.",
               "Держите значение не больше 9 007 199 254 740 991 (2⁵³ − 1); год — всего 31 536 000 000."),
        bad: r#"{"ttlMs": 18446744073709551615, …}"#,
        good: r#"{"ttlMs": 31536000000, …}"#;
    TtlZero = "ttl/zero", Info, Caching,
        summary: ("ttlMs is 0: the answer is stale at once.", "`ttlMs` равен 0: ответ сразу устаревает."),
        help: ("Discover results and lists rarely change; a positive ttlMs spares clients a round trip per request.",
               "Результат `server/discover` и перечни меняются редко; положительный `ttlMs` избавит клиентов от лишнего запроса."),
        bad: r#"{"ttlMs": 0, …}"#,
        good: r#"{"ttlMs": 3600000, …}"#;
    NotUtf8 = "document/not-utf8", Error, Basic,
        summary: ("The input is not UTF-8 text.", "Текст не в кодировке UTF-8."),
        help: ("Save or send the response as UTF-8; JSON exchanged between systems must be UTF-8 (RFC 8259, section 8.1).",
               "Сохраните или отправьте ответ в UTF-8: JSON, которым обмениваются системы, ДОЛЖЕН быть в UTF-8 (RFC 8259, раздел 8.1)."),
        bad: "(bytes that are not UTF-8, such as 0xFF)",
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ByteOrderMark = "syntax/byte-order-mark", Error, Basic,
        summary: ("The text starts with a byte order mark.", "Текст начинается с метки порядка байтов."),
        help: ("Remove the invisible U+FEFF at the start; many editors on Windows add it when saving as \"UTF-8 with BOM\".",
               "Удалите невидимый символ U+FEFF в начале; его добавляют многие редакторы при сохранении в «UTF-8 с BOM»."),
        bad: "\u{feff}{…}",
        good: r#"{…}"#;
    ModernRefusal = "document/modern-refusal", Warning, Versioning,
        summary: ("A modern server refused the request with one of MCP's own errors.", "Современный сервер отклонил запрос, ответив одной из ошибок самого MCP."),
        help: ("-32020 means the HTTP headers disagree with the body; -32021 means the request needs a client capability it did not declare. Fix the request and ask again.",
               "-32020 значит, что заголовки HTTP расходятся с телом запроса; -32021 — что запросу нужна возможность клиента, которую он не объявил. Исправьте запрос и повторите его."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32020, "message": "Header mismatch"}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    SupportedEmpty = "version/supported-empty", Error, Versioning,
        summary: ("Error -32022 offers no revision.", "Ошибка -32022 не предлагает ни одной ревизии."),
        help: ("List in data.supported every revision the server supports, so that the client can retry with one of them.",
               "Перечислите в `data.supported` все ревизии, которые поддерживает сервер, чтобы клиент мог повторить запрос с одной из них."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": [], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    SupportedHasRequested = "version/supported-has-requested", Error, Versioning,
        summary: ("Error -32022 offers the very revision it refuses.", "Ошибка -32022 предлагает ту самую ревизию, которую отклоняет."),
        help: ("Either serve the requested revision or leave it out of data.supported.",
               "Либо поддержите запрошенную ревизию, либо уберите её из `data.supported`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2026-07-28"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    ErrorMessageSentences = "envelope/error-message", Warning, ErrorResponses,
        summary: ("error.message is more than one sentence.", "`error.message` длиннее одного предложения."),
        help: ("Keep message to one short sentence and put details in error.data.",
               "Оставьте в `message` одно короткое предложение, а подробности перенесите в `error.data`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version. Try 2026-07-28 instead.", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "error": {"code": -32022, "message": "Unsupported protocol version", "data": {"supported": ["2026-07-28"], "requested": "2099-01-01"}}}"#;
    ReservedPrefix = "meta/reserved-prefix", Warning, Basic,
        summary: ("A _meta key uses a prefix reserved for MCP.", "Ключ `_meta` использует префикс, зарезервированный за MCP."),
        help: ("Prefixes whose second label is modelcontextprotocol or mcp belong to MCP; name your own keys under your reverse domain, such as com.example/.",
               "Префиксы со второй меткой `modelcontextprotocol` или `mcp` принадлежат MCP; называйте свои ключи от своего обратного домена, например `com.example/`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "dev.mcp/build": "42"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "com.example.mcp/build": "42"}, …}"#;
    TraceContext = "meta/trace-context", Error, Basic,
        summary: ("traceparent, tracestate or baggage breaks its W3C format.", "`traceparent`, `tracestate` или `baggage` нарушает формат W3C."),
        help: ("Pass these values through exactly as your tracing library writes them (W3C Trace Context and W3C Baggage).",
               "Передавайте эти значения ровно так, как их записывает библиотека трассировки (форматы W3C для контекста трассировки и для `baggage`)."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "traceparent": "00-00000000000000000000000000000000-00f067aa0ba902b7-01"}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}, "traceparent": "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"}, …}"#;
    IconScheme = "icon/scheme", Error, Icons,
        summary: ("An icon's source is neither https: nor data:.", "Источник значка — не `https:` и не `data:`."),
        help: ("Serve the icon over https:, or embed it as a data: URI with base64 content.",
               "Отдавайте значок по `https:` или встройте его как `data:` с содержимым в `base64`."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "http://example.com/icon.png"}]}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png"}]}}, …}"#;
    IconSize = "icon/size", Warning, Icons,
        summary: ("An icon size is neither WxH nor any.", "Размер значка — не Ш×В и не `any`."),
        help: ("Write each size as width x height in pixels (\"48x48\"), or \"any\" for a scalable image.",
               "Записывайте каждый размер как ширину и высоту в пикселях («48x48») или «any» для масштабируемого изображения."),
        bad: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png", "sizes": ["48"]}]}}, …}"#,
        good: r#"{"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0", "icons": [{"src": "https://example.com/icon.png", "sizes": ["48x48"]}]}}, …}"#;
    ConstValue = "schema/const", Error, Schema,
        summary: ("A member must hold one fixed value.", "Поле должно содержать одно определённое значение."),
        help: ("Write exactly the value the schema fixes for this member.",
               "Запишите ровно то значение, которое схема задаёт для этого поля."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "array"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}]}}"#;
    OutOfRange = "schema/out-of-range", Error, Schema,
        summary: ("A number lies outside the bounds the schema sets.", "Число вне границ, заданных схемой."),
        help: ("Bring the number within the bounds the message names.",
               "Приведите число в границы, названные в сообщении."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "file:///a.txt", "name": "a", "annotations": {"priority": 2}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "file:///a.txt", "name": "a", "annotations": {"priority": 1}}]}}"#;
    NotBase64 = "schema/not-base64", Error, Schema,
        summary: ("A value the schema marks as bytes is not base64.", "Значение, которое схема отмечает как байты, не в `base64`."),
        help: ("Encode the bytes in standard base64 with = padding.",
               "Закодируйте байты стандартным `base64` с дополнением `=`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///a.bin", "blob": "not base64!"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///a.bin", "blob": "AAEC"}]}}"#;
    ToolName = "tool/name", Warning, Tools,
        summary: ("A tool name is not 1 to 128 of the recommended characters.", "Имя инструмента не укладывается в 1–128 рекомендованных символов."),
        help: ("Use letters, digits, _, - and . only, such as get_weather or files.read.",
               "Используйте только буквы, цифры, `_`, `-` и `.`, например `get_weather` или `files.read`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get weather", "inputSchema": {"type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object"}}]}}"#;
    ToolNameRepeated = "tool/name-repeated", Warning, Tools,
        summary: ("Two tools share a name.", "Два инструмента с одним именем."),
        help: ("Give each tool its own name; a client calls tools by name.",
               "Дайте каждому инструменту своё имя: клиент вызывает инструменты по имени."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}, {"name": "add", "inputSchema": {"type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}, {"name": "add_many", "inputSchema": {"type": "object"}}]}}"#;
    McpHeader = "tool/x-mcp-header", Error, Tools,
        summary: ("An x-mcp-header breaks its constraints, so HTTP clients drop the tool.", "`x-mcp-header` нарушает ограничения, и клиенты по HTTP отбрасывают инструмент."),
        help: ("Put x-mcp-header only on string, integer or boolean properties reached from the root through properties, with a unique HTTP field name.",
               "Ставьте `x-mcp-header` только на свойства типа `string`, `integer` или `boolean`, достижимые от корня через `properties`, с уникальным именем поля HTTP."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"region": {"type": "number", "x-mcp-header": "Region"}}}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}}]}}"#;
    TextAndBlob = "resource/text-and-blob", Error, Resources,
        summary: ("A resource content has both text and blob.", "У содержимого ресурса есть и `text`, и `blob`."),
        help: ("Send text as text, bytes as base64 in blob; never both in one content.",
               "Текст отправляйте в `text`, байты — в `blob` в `base64`; не оба в одном содержимом."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a", "blob": "YQ=="}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "https://example.com/a.txt", "text": "a"}]}}"#;
    PublicFile = "caching/public-file", Info, Caching,
        summary: ("A local file's contents may be cached for everyone.", "Содержимое локального файла можно кэшировать для всех."),
        help: ("A file: URI often holds a user's own data; use cacheScope \"private\" unless the file is the same for everyone.",
               "За `file:` часто стоят данные конкретного пользователя; используйте `cacheScope` «private», если файл не одинаков для всех."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "private", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "contents": [{"uri": "file:///home/me/notes.txt", "text": "a"}]}}"#;
    HintsOnInputRequired = "caching/input-required", Warning, Caching,
        summary: ("An input_required result carries caching hints.", "Результат `input_required` несёт подсказки кэширования."),
        help: ("Leave ttlMs and cacheScope off interim results; only the complete result is cacheable.",
               "Не ставьте `ttlMs` и `cacheScope` на промежуточные результаты: кэшируется только итоговый."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc", "ttlMs": 60000}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "requestState": "abc"}}"#;
    InvalidUriTemplate = "schema/invalid-uri-template", Error, Resources,
        summary: ("The value is not a URI template (RFC 6570).", "Значение не является шаблоном URI (RFC 6570)."),
        help: ("Close every brace and put only variable names inside, such as file:///{path} or https://example.com/{user}{?page}.",
               "Закройте каждую фигурную скобку и пишите внутри только имена переменных, например `file:///{path}` или `https://example.com/{user}{?page}`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resourceTemplates": [{"uriTemplate": "file:///{path", "name": "file"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resourceTemplates": [{"uriTemplate": "file:///{path}", "name": "file"}]}}"#;
    SchemaDialect = "tool/schema-dialect", Warning, SchemaDialect,
        summary: ("A tool's schema declares a dialect other than JSON Schema 2020-12.", "Схема инструмента объявляет диалект, отличный от JSON Schema 2020-12."),
        help: ("Clients must support only 2020-12, which a schema without $schema already uses; write the schema in 2020-12 and drop $schema or set it to https://json-schema.org/draft/2020-12/schema.",
               "Клиенты ДОЛЖНЫ поддерживать диалект 2020-12 (другие\u{a0}— не обязаны), и схема без `$schema` уже написана на нём; перепишите схему на 2020-12 и уберите `$schema` или укажите `https://json-schema.org/draft/2020-12/schema`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "add", "inputSchema": {"type": "object"}}]}}"#;
    MediaType = "resource/mime-type", Warning, Resources,
        summary: ("A mimeType is not a media type.", "Значение `mimeType` не является типом содержимого."),
        help: ("Write a type and a subtype separated by a slash, such as text/plain or application/json; parameters may follow after a semicolon.",
               "Укажите тип и подтип через косую черту, например `text/plain` или `application/json`; параметры можно добавить после точки с запятой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "mimeType": "text/plain"}]}}"#;
    PromptArgumentRepeated = "prompt/argument-repeated", Warning, Prompts,
        summary: ("Two arguments of one prompt share a name.", "Два аргумента одного шаблона запроса названы одинаково."),
        help: ("Give each argument its own name: prompts/get passes arguments as an object keyed by name, so only one of the two can ever be given.",
               "Дайте каждому аргументу своё имя: `prompts/get` передаёт аргументы объектом с именами в ключах, и значение получит только один из двух."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code"}, {"name": "code"}]}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code"}, {"name": "style"}]}]}}"#;
    UnknownId = "transcript/unknown-id", Error, Responses,
        summary: ("A response's id matches no request of the transcript.", "Идентификатор ответа не совпадает ни с одним запросом в записи обмена."),
        help: ("Answer with the id of the request, unchanged: the same value and the same type (1 and \"1\" differ).",
               "Отвечайте с идентификатором запроса без изменений: то же значение и тот же тип (`1` и `\"1\"` — разные идентификаторы)."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": \"1\", \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    AnsweredTwice = "transcript/answered-twice", Error, Responses,
        summary: ("One request is answered twice.", "На один запрос пришло два ответа."),
        help: ("Send exactly one response per request; the client acts on the first and the second confuses it.",
               "Отправляйте ровно один ответ на запрос: клиент примет первый, а второй его запутает."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    Unanswered = "transcript/unanswered", Info, Responses,
        summary: ("A request of the transcript has no response in it.", "У запроса в записи обмена нет ответа."),
        help: ("Every request gets exactly one response; if the transcript was cut short, this is expected.",
               "На каждый запрос приходит ровно один ответ; если запись обмена обрезана, так и должно быть."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {…}}";
    ScopeChanges = "transcript/scope-changes", Error, CachingPagination,
        summary: ("The pages of one list carry different cacheScope values.", "Страницы одного перечня несут разные значения `cacheScope`."),
        help: ("Give every page of a list the cacheScope of its first page; if any page must be private, all of them are.",
               "Дайте всем страницам перечня значение `cacheScope` его первой страницы; если хоть одна страница должна быть `private`, то и все."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [], \"nextCursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"cursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"private\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [], \"nextCursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"cursor\": \"p2\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    CapabilityUndeclared = "transcript/capability-undeclared", Error, Discover,
        summary: ("A list answers, but the `server/discover` result does not declare its capability.", "Перечень отвечает, но результат `server/discover` не объявляет его возможность."),
        help: ("Declare the capability in the `server/discover` result (tools, prompts or resources): servers that offer a feature must, and clients that read capabilities never ask otherwise.",
               "Объявите возможность в результате `server/discover` (`tools`, `prompts` или `resources`): сервер, который её предоставляет, ДОЛЖЕН это сделать, а клиенты, читающие возможности, иначе не запросят перечень."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    CapabilityRefused = "transcript/capability-refused", Error, Discover,
        summary: ("A declared capability's list answers with an error.", "Перечень объявленной возможности отвечает ошибкой."),
        help: ("Answer the list of every capability the `server/discover` result declares, or stop declaring it.",
               "Отвечайте на запрос перечня каждой возможности, объявленной в `server/discover`, или перестаньте её объявлять."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"error\": {\"code\": -32601, \"message\": \"Method not found\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"server/discover\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"supportedVersions\": [\"2026-07-28\"], \"capabilities\": {\"tools\": {}}, \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": []}}";
    ToolOrderChanges = "transcript/tool-order-changes", Warning, ToolsCapabilities,
        summary: ("Two listings of the same tools give them in different orders.", "Два перечня одних и тех же инструментов дают их в разном порядке."),
        help: ("Return tools in a fixed order, for example sorted by name, for as long as the set does not change.",
               "Возвращайте инструменты в постоянном порядке, например по имени, пока их набор не меняется."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\"}\n{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"a\", \"inputSchema\": {\"type\": \"object\"}}, {\"name\": \"b\", \"inputSchema\": {\"type\": \"object\"}}]}}";
    CursorError = "transcript/cursor-error", Warning, Pagination,
        summary: ("A list refuses a request's cursor with a code other than -32602.", "Перечень отклоняет курсор запроса с кодом, отличным от -32602."),
        help: ("Answer an unknown, expired or malformed cursor with -32602 (Invalid params), so that clients know to start the list again from the first page.",
               "Отвечайте на неизвестный, устаревший или испорченный курсор кодом -32602 (неверные параметры): так клиент поймёт, что перечень надо начать заново с первой страницы."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"cursor\": \"old\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"error\": {\"code\": -32603, \"message\": \"Unknown cursor\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/list\", \"params\": {\"cursor\": \"old\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 3, \"error\": {\"code\": -32602, \"message\": \"Unknown cursor\"}}";
    ToolTitleEmpty = "tool/title-empty", Warning, Tools,
        summary: ("A tool's title is empty.", "Пустое поле `title` инструмента."),
        help: ("Give the tool a title people can read, or leave `title` out so that clients show its name.",
               "Дайте инструменту понятное людям название или уберите поле `title`, чтобы клиенты показывали имя."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \" \", \"inputSchema\": {\"type\": \"object\"}}]}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 1, \"result\": {\"resultType\": \"complete\", \"ttlMs\": 60000, \"cacheScope\": \"public\", \"_meta\": {\"io.modelcontextprotocol/serverInfo\": {\"name\": \"demo\", \"version\": \"1.0.0\"}}, \"tools\": [{\"name\": \"get_weather\", \"title\": \"Current weather\", \"inputSchema\": {\"type\": \"object\"}}]}}";
    IdInUse = "transcript/id-in-use", Error, Requests,
        summary: ("A request takes the id of a request still awaiting its answer.", "Запрос берёт идентификатор запроса, который ещё ждёт ответа."),
        help: ("Give each request an id that no request awaiting its answer has; an id may be used again once its answer has come.",
               "Давайте каждому запросу идентификатор, которого нет ни у одного запроса, ожидающего ответа; после ответа идентификатор можно использовать снова."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}
{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}
{"jsonrpc": "2.0", "id": 1, "result": {…}}
{"jsonrpc": "2.0", "id": 1, "result": {…}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}
{"jsonrpc": "2.0", "id": 1, "result": {…}}
{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}
{"jsonrpc": "2.0", "id": 1, "result": {…}}"#;
    ServerRequest = "transcript/server-request", Error, Patterns,
        summary: ("The server sends a request of its own.", "Сервер отправляет собственный запрос."),
        help: ("Put what the client must do (sampling/createMessage, elicitation/create, roots/list) in the inputRequests of an input_required result, and take the answers from the inputResponses of the request retried.",
               "Передайте то, что должен сделать клиент (`sampling/createMessage`, `elicitation/create`, `roots/list`), в `inputRequests` результата `input_required`, а ответы возьмите из `inputResponses` повторного запроса."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "open"}}
{"jsonrpc": "2.0", "id": "r1", "method": "roots/list"}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "open"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "inputRequests": {"r1": {"method": "roots/list"}}, "requestState": "abc"}}"#;
    LogUnrequested = "transcript/log-unrequested", Error, LoggingPerRequest,
        summary: ("A log message comes while no request awaiting its answer asked for logs.", "Сообщение журнала приходит, когда ни один запрос, ожидающий ответа, не просил журнал."),
        help: ("Send notifications/message only while answering a request whose _meta sets io.modelcontextprotocol/logLevel, at that level or above; for other logs use stderr.",
               "Отправляйте `notifications/message` только до ответа на запрос, в `_meta` которого задан `io.modelcontextprotocol/logLevel`, и не ниже этого уровня; прочие журналы пишите в `stderr`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}
{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "discovering"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/logLevel": "info"}}}
{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "discovering"}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {}, "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}}}"#;
    UnknownResultType = "result/unknown-type", Error, ResultType,
        summary: ("The resultType is a value MCP does not define: clients treat the whole answer as invalid.", "Значение `resultType` не определено в MCP: клиенты считают недействительным весь ответ."),
        help: ("Send \"complete\" with a final result (\"input_required\" only where the method may ask for input); a value an extension defines counts only for clients that support that extension.",
               "Отправляйте «complete» с окончательным результатом («input_required»\u{a0}— только там, где метод может запросить ввод); значение, которое вводит расширение, понимают лишь клиенты с его поддержкой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "partial", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#;
    InputNotAllowed = "result/input-not-allowed", Error, InputRequests,
        summary: ("A method that cannot ask for input answers with resultType \"input_required\".", "Метод, который не может запрашивать ввод, отвечает с `resultType` «input_required»."),
        help: ("Only prompts/get, resources/read and tools/call may answer with an input_required result; answer this request with its complete result, or with an error.",
               "Результат `input_required` допустим только в ответ на `prompts/get`, `resources/read` и `tools/call`; ответьте на этот запрос его окончательным результатом или ошибкой."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "input_required", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": []}}"#;
    ReservedErrorCode = "envelope/reserved-error-code", Error, ErrorCodes,
        summary: ("The error code is one this revision forbids: retired, or reserved for MCP and not defined.", "Код ошибки запрещён в этой ревизии: он выведен из употребления или зарезервирован за MCP и не определён."),
        help: ("Answer a missing resource with -32602, not -32002; of -32020 to -32099 send only the codes the specification defines (-32020, -32021, -32022), and give your own errors codes outside -32768 to -32000.",
               "Отвечайте на запрос отсутствующего ресурса кодом -32602, а не -32002; из диапазона от -32020 до -32099 берите только коды, определённые спецификацией (-32020, -32021, -32022), а для собственных ошибок\u{a0}— коды вне диапазона от -32768 до -32000."),
        bad: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32002, \"message\": \"Resource not found\"}}",
        good: "{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"resources/read\", \"params\": {\"uri\": \"file:///nonexistent.txt\"}}\n{\"jsonrpc\": \"2.0\", \"id\": 5, \"error\": {\"code\": -32602, \"message\": \"Resource not found\"}}";
    ResourceUriRepeated = "resource/uri-repeated", Warning, Resources,
        summary: ("Two resources share a URI.", "Два ресурса с одним URI."),
        help: ("Give each resource its own URI; a client reads resources by URI.",
               "Дайте каждому ресурсу свой URI: клиент читает ресурсы по URI."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/a.txt", "name": "b"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a"}, {"uri": "https://example.com/b.txt", "name": "b"}]}}"#;
    PromptNameRepeated = "prompt/name-repeated", Warning, Prompts,
        summary: ("Two prompts share a name.", "Два шаблона запроса с одним именем."),
        help: ("Give each prompt its own name; prompts/get asks for a prompt by name.",
               "Дайте каждому шаблону запроса своё имя: `prompts/get` запрашивает шаблон по имени."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review"}, {"name": "review"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review"}, {"name": "summarize"}]}}"#;
    SizeNegative = "resource/size-negative", Warning, Resources,
        summary: ("A resource's size is negative.", "Размер ресурса (`size`) отрицателен."),
        help: ("Give the size of the raw content in bytes, 0 or more, or leave size out when it is not known.",
               "Укажите размер исходного содержимого в байтах, не меньше 0, или уберите `size`, если он неизвестен."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": -1}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "size": 1024}]}}"#;
    LastModified = "annotation/last-modified", Warning, Annotations,
        summary: ("An annotation's lastModified is not an ISO 8601 timestamp.", "Значение `lastModified` в аннотациях\u{a0}— не метка времени ISO 8601."),
        help: ("Write the moment with date, time and offset, such as 2025-01-12T15:00:58Z or 2025-01-12T17:00:58+02:00.",
               "Запишите момент с датой, временем и смещением, например `2025-01-12T15:00:58Z` или `2025-01-12T17:00:58+02:00`."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "annotations": {"lastModified": "12/01/2025"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "resources": [{"uri": "https://example.com/a.txt", "name": "a", "annotations": {"lastModified": "2025-01-12T15:00:58Z"}}]}}"#;
    InvalidSchema = "tool/invalid-schema", Error, SchemaValidation,
        summary: ("A tool's schema is not valid JSON Schema under its dialect.", "Схема инструмента не соответствует JSON Schema своего диалекта."),
        help: ("Give each keyword the form its dialect's meta-schema asks for: subschemas are objects or booleans, the value of type is a type name or an array of them, that of required an array of distinct strings.",
               "Придайте каждому ключевому слову форму, которую требует метасхема диалекта: схема — объект или логическое значение, `type` — имя типа или их массив, `required` — массив различных строк."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"city": {"type": "text"}}, "required": "city"}}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]}}"#;
    LegacyInitialize = "document/legacy-initialize", Info, BackwardCompatibility,
        summary: ("An initialize result: the handshake of revisions before 2026-07-28.", "Результат `initialize`: рукопожатие ревизий до 2026-07-28."),
        help: ("Servers of the revisions before 2026-07-28 answer so; in a transcript the answers of the session it opens are judged by the same schema. Clients of 2026-07-28 ask `server/discover` instead: a server that serves both kinds answers both.",
               "Так отвечают серверы ревизий до 2026-07-28; в записи обмена ответы открытой им сессии проверяются по той же схеме. Клиенты ревизии 2026-07-28 вместо этого запрашивают `server/discover`: сервер, который обслуживает и тех, и других, отвечает на оба запроса."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "demo", "version": "1.0.0"}}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"supportedVersions": ["2026-07-28", "2025-11-25"], …}}"#;
}
