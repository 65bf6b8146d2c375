//! Every finding and fix title in Russian, in the terms of the Russian discovery page
//! (`../shared/glossary-ru.md`): code and values stay as written, in backticks or quotes.

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
        JsonType::String => "строка",
        JsonType::Integer => "целое число",
        JsonType::Number => "число",
        JsonType::Boolean => "`true` или `false`",
        JsonType::Null => "`null`",
        JsonType::Object => "объект",
        JsonType::Array => "массив",
    }
}

fn any_of(types: Types) -> String {
    let names: Vec<&str> = JsonType::each_of(types)
        .into_iter()
        .map(json_type)
        .collect();
    match names.as_slice() {
        [] => "ничего".into(),
        [one] => (*one).into(),
        [init @ .., last] => format!("{} или {last}", init.join(", ")),
    }
}

fn subject(at: &Subject) -> String {
    code_name(at).unwrap_or_else(|| "Документ".into())
}

/// "Значение `x`": a member's name has no grammatical gender of its own in a Russian sentence.
fn value_of(at: &Subject) -> String {
    code_name(at).map_or_else(
        || "Значение документа".into(),
        |name| format!("Значение {name}"),
    )
}

fn token(found: &Token) -> String {
    match found {
        Token::Quoted(text) => format!("`{text}`"),
        Token::End => "конец текста".into(),
    }
}

fn key_problem(problem: KeyProblem) -> &'static str {
    match problem {
        KeyProblem::NoPrefix => "нужен префикс вида `com.example/`",
        KeyProblem::BadPrefix => {
            "префикс должен состоять из меток через точку, каждая начинается с буквы и кончается буквой или цифрой"
        }
        KeyProblem::BadName => {
            "имя после префикса должно начинаться и кончаться буквой или цифрой и состоять из букв, цифр, `-`, `_` и `.`"
        }
    }
}

fn syntax(kind: SyntaxErrorKind, found: &Token) -> String {
    use SyntaxErrorKind as K;
    match kind {
        K::Empty => "Во входных данных нет значения JSON.".into(),
        K::Comment => "Комментарии не входят в JSON.".into(),
        K::TrailingComma => "После последнего элемента стоит запятая; JSON этого не допускает.".into(),
        K::SingleQuote => "Строка взята в одинарные кавычки, а в JSON нужны двойные.".into(),
        K::NonFiniteNumber => format!("{} не является числом JSON.", token(found)),
        K::UnclosedString => "Строка не закрыта до конца строки или текста; перевод строки внутри строки записывается как `\\n`.".into(),
        K::BadEscape => "Неверная последовательность с обратной косой чертой; в JSON есть `\\\"` `\\\\` `\\/` `\\b` `\\f` `\\n` `\\r` `\\t` и `\\uXXXX`.".into(),
        K::MissingComma => format!("Перед {} не хватает запятой.", token(found)),
        K::MissingColon => "После имени поля должно стоять двоеточие.".into(),
        K::NameNotString => "Имена полей в JSON — строки в двойных кавычках.".into(),
        K::UnclosedArray => "Этот массив не закрыт скобкой `]`.".into(),
        K::UnclosedObject => "Этот объект не закрыт скобкой `}`.".into(),
        K::TextAfterValue => "После значения JSON идёт ещё текст; вставьте ровно один ответ.".into(),
        K::BadNumber => format!(
            "{} не является числом JSON: пишите десятичные цифры, при необходимости с минусом, дробной частью и экспонентой.",
            token(found)
        ),
        K::EndOfText => "Текст обрывается там, где должно стоять значение.".into(),
        K::Unexpected => format!("Здесь не может стоять {}.", token(found)),
    }
}

fn trace(key: &str, problem: TraceProblem) -> String {
    let why = match problem {
        TraceProblem::NotAString => "значение должно быть строкой",
        TraceProblem::ParentShape => {
            "нужны версия, идентификатор трассы, идентификатор родителя и флаги в шестнадцатеричной записи строчными буквами через дефис (2, 32, 16 и 2 цифры)"
        }
        TraceProblem::ParentVersion => "версия `ff` запрещена",
        TraceProblem::TraceIdZero => {
            "идентификатор трассы состоит из одних нулей, а значит, недействителен"
        }
        TraceProblem::ParentIdZero => {
            "идентификатор родителя состоит из одних нулей, а значит, недействителен"
        }
        TraceProblem::StateShape => {
            "нужно не больше 32 записей `ключ=значение` через запятую, ключи строчными буквами, значения из печатных символов без `,` и `=`"
        }
        TraceProblem::BaggageShape => {
            "нужны записи `ключ=значение` через запятую; ключ — лексема, а в значении нет пробелов, кавычек, запятых, точек с запятой и обратной косой черты"
        }
    };
    format!("`{key}` не соответствует формату W3C: {why}.")
}

fn era(era: Era) -> &'static str {
    match era {
        Era::Modern => "сервер современный и отказал именно в этом запросе",
        Era::Legacy => "клиент переходит на рукопожатие `initialize` прежних редакций (откат)",
    }
}

fn header_problem(problem: HeaderProblem) -> &'static str {
    match problem {
        HeaderProblem::NotAToken => {
            "его `x-mcp-header` — не имя поля HTTP (буквы, цифры и `!#$%&'*+-.^_`|~`, хотя бы один символ)"
        }
        HeaderProblem::Unreachable => {
            "его `x-mcp-header` стоит там, куда не ведёт цепочка ключей `properties` от корня"
        }
        HeaderProblem::Repeated => {
            "его `x-mcp-header` без учёта регистра повторяет другой в той же схеме"
        }
        HeaderProblem::NotPrimitive => {
            "его `x-mcp-header` стоит на свойстве, тип которого не `string`, `integer` и не `boolean`"
        }
    }
}

pub fn message(finding: &Finding) -> String {
    match finding {
        Finding::Empty => "Проверять пока нечего: вставьте ответ вашего сервера на `server/discover`.".into(),
        Finding::NotUtf8 { offset } => format!("Текст не в кодировке UTF-8: с байта {offset} не начинается ни один допустимый символ. JSON, которым обмениваются системы, ДОЛЖЕН быть в UTF-8."),
        Finding::ByteOrderMark => "Текст начинается с метки порядка байтов (U+FEFF). JSON не должен с неё начинаться, и `JSON.parse` такой текст отвергает.".into(),
        Finding::Syntax { kind, found } => syntax(*kind, found),
        Finding::ControlCharacter { byte } => format!("В строке стоит управляющий символ U+{byte:04X} без экранирования; JSON требует его экранировать."),
        Finding::LoneSurrogate => "В строке есть половина суррогатной пары (`\\uD800`–`\\uDFFF`) без второй половины. Грамматика JSON это допускает, но символом это не является: декодеры заменяют её или падают.".into(),
        Finding::DuplicateKey { name } => format!("\"{name}\" встречается в этом объекте больше одного раза; одни парсеры берут первое значение, другие последнее."),
        Finding::DuplicateKeyFirstBroken { name, code } => format!("\"{name}\" встречается больше одного раза, и первое значение нарушает правило ({code}): парсеры, которые берут первое значение, увидят ошибочное."),
        Finding::NotInspected { depth } => format!("Это значение вложено глубже {depth} уровней: его синтаксис прочитан, а содержимое не проверялось; всё вокруг проверено."),
        Finding::Batch { count } => format!(
            "Это массив из {}, каждое проверено отдельно; по сети пакетов JSON-RPC в MCP нет, и сервер отправляет каждый ответ отдельным сообщением.",
            MESSAGES.of(*count, Lang::Ru)
        ),
        Finding::Request(RequestShape::Discover) => "Это сам запрос `server/discover`. Отправьте его серверу и вставьте ответ.".into(),
        Finding::Request(RequestShape::Notification(method)) => format!("Это уведомление (\"{method}\"), а не ответ на `server/discover`."),
        Finding::Request(RequestShape::Other(method)) => format!("Это запрос \"{method}\", а не ответ на `server/discover`."),
        Finding::OtherMethod { method } => format!("Это ответ на `{method}`; такие результаты здесь не проверяются, проверена только обёртка JSON-RPC."),
        Finding::NoKnownMembers => "Этот объект не является ни ответом JSON-RPC, ни результатом `server/discover`: ни одно его поле к ним не относится.".into(),
        Finding::NotAnObject { found } => format!("Здесь {}, а ответ — объект JSON.", json_type(*found)),
        Finding::JsonRpcMissing => "В ответе нет поля `jsonrpc`; оно должно быть равно \"2.0\".".into(),
        Finding::JsonRpcWrong { written } => format!("`jsonrpc` должен быть строкой \"2.0\", а не {written}."),
        Finding::IdMissing => "В ответе нет `id`; он должен повторять id запроса, на который дан ответ.".into(),
        Finding::IdWrong { found } => format!("Здесь `id` — {}; он должен быть строкой или целым числом, как в запросе.", json_type(*found)),
        Finding::ResultAndError => "В ответе есть и `result`, и `error`; должно быть ровно одно из них.".into(),
        Finding::NeitherResultNorError => "В ответе нет ни `result`, ни `error`.".into(),
        Finding::WrongType { at, expected, found } => format!("{}: ожидается {}, а здесь {}.", subject(at), any_of(*expected), json_type(*found)),
        Finding::Missing { member, owner, written } => {
            let place = code_name(owner).map_or("В документе".to_owned(), |o| format!("В {o}"));
            let guess = written.as_ref().map_or(String::new(), |w| format!(" Похоже, имелось в виду \"{w}\"."));
            format!("{place} нет обязательного поля `{member}`.{guess}")
        }
        Finding::Misspelt { name, meant } => format!("Поля \"{name}\" здесь нет; вероятно, имелось в виду `{meant}`, а это значение клиенты не увидят."),
        Finding::Unknown { name } => format!("Поле \"{name}\" здесь не определено; клиенты, которые его не знают, его пропустят."),
        Finding::NotInEnum { at, found, allowed } => format!("{} — \"{found}\"; допустимо ровно одно из значений {}.", value_of(at), choices(allowed)),
        Finding::WrongConst { at, found, expected } => format!("{} должно быть {expected}, а не {found}.", value_of(at)),
        Finding::OutOfBounds { at, raw, minimum, maximum } => match (minimum, maximum) {
            (Some(min), Some(max)) => format!("{} — {raw}; допустимо от {min} до {max}.", value_of(at)),
            (Some(min), None) => format!("{} — {raw}; оно должно быть не меньше {min}.", value_of(at)),
            (None, Some(max)) => format!("{} — {raw}; оно должно быть не больше {max}.", value_of(at)),
            (None, None) => format!("{} — {raw}, вне допустимого диапазона.", value_of(at)),
        },
        Finding::NotAbsoluteUri { at, value } => format!("{}: \"{value}\" — не абсолютный URI: нужна схема, например `https:`.", subject(at)),
        Finding::NotBase64 { at } => format!("{}: это не `base64` — допустимы только A–Z, a–z, 0–9, `+` и `/`, с дополнением `=` до длины, кратной четырём.", subject(at)),
        Finding::NotUriTemplate { at, value } => format!("{}: \"{value}\" — не шаблон URI (RFC 6570): в фигурных скобках стоят имена переменных, при необходимости после одного из `+#./;?&` и с `:длина` или `*`.", subject(at)),
        Finding::SettingValue { found } => format!("Настройки возможностей содержат строки, целые числа, логические значения, объекты и массивы; {} здесь недопустимо.", json_type(*found)),
        Finding::LegacyServer => format!("-32601 (метод не найден): сервер не реализует `server/discover`, значит, он старше редакции {REVISION}; {}.", era(Era::Legacy)),
        Finding::FallbackError { code, message } => format!("Сервер ответил ошибкой {code} (\"{message}\"). MCP не предусматривает такого ответа на `server/discover`, поэтому {}.", era(Era::Legacy)),
        Finding::ModernRefusal { code, message } => format!("Ошибка {code} (\"{message}\") определена самим MCP: {}. Ответ объясняет причину, но результатом `server/discover` не является.", era(Era::Modern)),
        Finding::UnsupportedVersion { requested, supported } => format!("Сервер не поддерживает редакцию {requested}; он предлагает {}. Клиент выберет одну из них и повторит запрос.", if supported.is_empty() { "пустой список".to_owned() } else { supported.join(", ") }),
        Finding::SupportedEmpty => "Список `supported` пуст, и клиенту не с чем повторить запрос.".into(),
        Finding::SupportedHasRequested { requested } => format!("В `supported` указана \"{requested}\" — та самая редакция, которую сервер отклоняет; клиент будет повторять её без конца."),
        Finding::ErrorMessageSentences { count } => format!("В `message` предложений: {count}; СЛЕДУЕТ ограничиться одним кратким предложением, а подробности перенести в `data`."),
        Finding::ResultTypeNotComplete { found } => format!("`resultType` равен \"{found}\"; у результата `server/discover` он всегда \"complete\"."),
        Finding::VersionsEmpty => "Список `supportedVersions` пуст, и клиенту не из чего выбрать редакцию.".into(),
        Finding::VersionDuplicate { version } => format!("\"{version}\" указана больше одного раза."),
        Finding::VersionFormat { version } => format!("\"{version}\" — не редакция: редакции записываются датой ГГГГ-ММ-ДД, например \"{REVISION}\"."),
        Finding::VersionWithoutDiscover => format!("Все перечисленные редакции старше {REVISION} — первой, где есть `server/discover`; серверу, который на него отвечает, следует указать {REVISION}."),
        Finding::InitializeResult => format!("`protocolVersion` относится к результату `initialize` — рукопожатию до {REVISION}; результат `server/discover` перечисляет редакции в `supportedVersions`."),
        Finding::ServerInfoTopLevel => format!("`serverInfo` в корне результата — форма из черновика; в {REVISION} он находится в `_meta` под ключом `{SERVER_INFO_KEY}`, и клиенты ищут только там."),
        Finding::DeprecatedLogging => format!("Возможность `logging` объявлена устаревшей в {REVISION}; она работает, но клиенты могут перестать запрашивать журналы."),
        Finding::ExtensionKey { key, problem } => format!("Идентификатор расширения \"{key}\" неверен: {}.", key_problem(*problem)),
        Finding::MetaKey { key, problem } => format!("Ключ `_meta` \"{key}\" неверен: {}.", key_problem(*problem)),
        Finding::ReservedPrefix { key } => format!("Префикс ключа \"{key}\" зарезервирован за MCP (вторая метка — `modelcontextprotocol` или `mcp`), а MCP не определяет там такого ключа; возьмите собственный префикс."),
        Finding::Trace { key, problem } => trace(key, *problem),
        Finding::NoMeta => "В результате нет `_meta`, поэтому не сказано, какой сервер ответил.".into(),
        Finding::NoServerInfo { written } => {
            let guess = written.as_ref().map_or(String::new(), |w| format!(" Похоже, имелось в виду \"{w}\"."));
            format!("В `_meta` нет `{SERVER_INFO_KEY}`, и клиенты не смогут показать или записать в журнал, какой сервер ответил.{guess}")
        }
        Finding::EmptyServerVersion => "`version` пуст; укажите версию серверной программы.".into(),
        Finding::IconScheme { scheme } => format!("Источник значка использует схему `{scheme}:`; клиенты принимают только `https:` и `data:` и ДОЛЖНЫ отвергать остальные, так что значок никто не покажет."),
        Finding::IconSize { value } => format!("\"{value}\" — не размер значка: укажите ширину и высоту в пикселях, например \"48x48\", или \"any\"."),
        Finding::ToolName { name } => format!("Имя инструмента \"{name}\" СЛЕДУЕТ составлять из 1–128 символов: A–Z, a–z, 0–9, `_`, `-` и `.`."),
        Finding::ToolNameRepeated { name } => format!("Инструмент с именем \"{name}\" уже есть; имена СЛЕДУЕТ делать уникальными в пределах сервера, иначе клиенты не различат инструменты."),
        Finding::McpHeader { tool, problem } => format!("Инструмент \"{tool}\" отбросит каждый клиент, работающий по HTTP: {}.", header_problem(*problem)),
        Finding::TextAndBlob => "У этого содержимого есть и `text`, и `blob`; содержимое ресурса — либо одно, либо другое.".into(),
        Finding::SchemaDialect { tool, dialect } => format!("Инструмент \"{tool}\" объявляет диалект \"{dialect}\"; клиенты обязаны поддерживать только диалект 2020-12, и клиент, не знающий этого диалекта, может отвергнуть инструмент."),
        Finding::MediaType { value } => format!("\"{value}\" — не тип содержимого; по типу и подтипу, например \"text/plain\", клиент решает, как показать содержимое."),
        Finding::PromptArgumentRepeated { prompt, argument } => format!("У шаблона запроса \"{prompt}\" уже есть аргумент \"{argument}\"; `prompts/get` передаёт аргументы по имени, и клиент сможет заполнить только один из них."),
        Finding::UnknownId { id } => format!("Ни у одного запроса в этой записи обмена нет идентификатора {id}; ответ несёт идентификатор своего запроса без изменений."),
        Finding::AnsweredTwice { id } => format!("На запрос {id} уже был ответ; на запрос отвечают ровно один раз."),
        Finding::Unanswered { id, method } => format!("На запрос {id} (`{method}`) в этой записи обмена нет ответа."),
        Finding::ScopeChanges { method, scope, first_scope, first_line } => format!("У этой страницы `{method}` значение `cacheScope` — \"{scope}\", а у первой страницы (строка {first_line}) — \"{first_scope}\"; у всех страниц одного перечня оно ДОЛЖНО совпадать."),
        Finding::CapabilityUndeclared { method, capability } => format!("`{method}` отвечает результатом, но результат `server/discover` не объявляет `{capability}`; сервер, предоставляющий эту возможность, ДОЛЖЕН её объявить."),
        Finding::CapabilityRefused { method, capability } => format!("Результат `server/discover` объявляет `{capability}`, но `{method}` отвечает ошибкой: клиенты, поверившие возможности, получат отказ."),
        Finding::ToolOrderChanges { first_line } => format!("Те же инструменты идут в другом порядке, чем в перечне на строке {first_line}: клиенты, кэширующие перечень, и кэш запросов модели видят изменение там, где его нет."),
        Finding::CursorError { method, code } => format!("Сервер отклонил курсор запроса `{method}` с кодом {code}; для недействительного курсора предназначен код -32602 (неверные параметры)."),
        Finding::PublicFile { uri } => format!("\"{uri}\" — локальный файл, а результат можно кэшировать для всех (`cacheScope`: \"public\"); убедитесь, что в нём нет данных пользователя."),
        Finding::HintsOnInputRequired { member } => format!("`{member}` в результате `input_required`: такие результаты не кэшируются, и подсказка вводит в заблуждение."),
        Finding::TtlNegative { raw } => format!("`ttlMs` равен {raw}; он должен быть не меньше 0."),
        Finding::TtlFraction { raw } => format!("`ttlMs` равен {raw}; время свежести считается в целых миллисекундах."),
        Finding::TtlFloatSyntax { raw } => format!("`ttlMs` записан как {raw}; значение целое, но клиенты, читающие его в целый тип, такую запись отвергнут."),
        Finding::TtlUnsafe => "`ttlMs` больше 2^53 − 1; клиенты на JavaScript прочитают другое число.".into(),
        Finding::TtlZero => "`ttlMs` равен 0: клиенты сразу считают ответ устаревшим и могут запрашивать его перед каждым запросом.".into(),
    }
}

pub fn fix_title(title: &FixTitle) -> String {
    match title {
        FixTitle::Unquote(text) => format!("Записать {text} без кавычек"),
        FixTitle::Rename { from, to } => format!("Переименовать \"{from}\" в \"{to}\""),
        FixTitle::RenameTo(to) => format!("Переименовать в \"{to}\""),
        FixTitle::Add { name, value } => format!("Добавить \"{name}\": {value}"),
        FixTitle::ReplaceWith(text) => format!("Заменить на {text}"),
        FixTitle::RemoveRepeat => "Удалить повтор".into(),
        FixTitle::Remove(name) => format!("Удалить `{name}`"),
        FixTitle::WrapInList(text) => format!("Обернуть в список: [{text}]"),
        FixTitle::SupportedVersionsFrom(text) => {
            format!("Заменить на `supportedVersions`: [{text}]")
        }
        FixTitle::MoveIntoMeta => "Перенести в `_meta`".into(),
        FixTitle::AddServerInfo => "Добавить `serverInfo`".into(),
        FixTitle::AddMetaWithServerInfo => "Добавить `_meta` с `serverInfo`".into(),
        FixTitle::AddRevision => format!("Добавить \"{REVISION}\""),
        FixTitle::Round(text) => format!("Округлить до {text}"),
        FixTitle::Write(text) => format!("Записать {text}"),
        FixTitle::RemoveByteOrderMark => "Удалить метку порядка байтов".into(),
    }
}
