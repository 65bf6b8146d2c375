//! What the prompts page adds to the schema of `prompts/list` (server/prompts, "Data Types").

use super::checker::{Checker, get};
use crate::engine::finding::explained_in_modules;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

crate::spec::codes::codes! {
    PromptArgumentRepeated = "prompt/argument-repeated", Warning, Prompts,
        summary: ("Two arguments of one prompt share a name.", "Два аргумента одного шаблона запроса названы одинаково."),
        help: ("Give each argument its own name: prompts/get passes arguments as an object keyed by name, so only one of the two can ever be given.",
               "Назовите аргументы по-разному: `prompts/get` передаёт аргументы объектом с именами в ключах, и значение получит только один из двух."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code"}, {"name": "code"}]}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code"}, {"name": "style"}]}]}}"#;
    PromptNameRepeated = "prompt/name-repeated", Warning, Prompts,
        summary: ("Two prompts share a name.", "Два шаблона запроса с одним именем."),
        help: ("Give each prompt its own name; prompts/get asks for a prompt by name.",
               "Назовите шаблоны запросов по-разному: `prompts/get` запрашивает шаблон по имени."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review"}, {"name": "review"}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review"}, {"name": "summarize"}]}}"#;
    PromptArgumentDescriptionEmpty = "prompt/argument-description-empty", Warning, Prompts,
        summary: ("A prompt argument's description is empty.", "Пустое описание аргумента шаблона запроса."),
        help: ("Say what the argument expects, or leave description out; an empty one tells the person filling it in nothing.",
               "Опишите, что ожидает аргумент, или уберите поле `description`: пустое описание ничего не говорит тому, кто заполняет аргумент."),
        bad: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code", "description": ""}]}]}}"#,
        good: r#"{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "demo", "version": "1.0.0"}}, "prompts": [{"name": "review", "arguments": [{"name": "code", "description": "The code to review"}]}]}}"#;
}

/// The prompts of a `prompts/list` result: their names, and the names of their arguments.
pub fn prompts(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some(Value::Array(prompts)) = get(result, "prompts").map(|(_, m)| m.value) else {
        return;
    };
    let prompts_path = path.member("prompts");
    names(checker, prompts.elements, &prompts_path);
    for (index, prompt) in prompts.elements.iter().enumerate() {
        if let Value::Object(prompt) = prompt {
            arguments(checker, prompt, &prompts_path.index(index));
        }
    }
}

/// A prompt's name is its identifier ("Data Types: Prompt"): `prompts/get` asks for a prompt by
/// name, so of two prompts with one name a client can get only one. The page states it as a
/// fact, with no keyword: a warning, as for tools, whose uniqueness is a SHOULD.
fn names(checker: &mut Checker<'_>, prompts: &[Value<'_>], path: &Path<'_>) {
    let finding = |name: &str| Found::PromptNameRepeated {
        name: name.to_owned(),
    };
    checker.repeats_in(prompts, "name", path, Code::PromptNameRepeated, finding);
}

/// Argument names of each prompt are unique: `prompts/get` passes arguments as an object keyed
/// by name, so of two arguments with one name only one can ever be given.
fn arguments(checker: &mut Checker<'_>, prompt: &Object<'_>, path: &Path<'_>) {
    let Some(Value::Array(arguments)) = get(prompt, "arguments").map(|(_, m)| m.value) else {
        return;
    };
    let prompt = get(prompt, "name")
        .and_then(|(_, n)| n.value.as_str())
        .unwrap_or("");
    let finding = |argument: &str| Found::PromptArgumentRepeated {
        prompt: prompt.to_owned(),
        argument: argument.to_owned(),
    };
    let (list, path) = (arguments.elements, path.member("arguments"));
    checker.repeats_in(list, "name", &path, Code::PromptArgumentRepeated, finding);
    for (index, argument) in list.iter().enumerate() {
        if let Value::Object(argument) = argument {
            empty_description(checker, prompt, argument, &path.index(index));
        }
    }
}

/// An argument's description is what a client shows the person who fills it in ("Data Types:
/// PromptArgument"); one that is empty, or only spaces, says nothing. No keyword asks for it: a
/// warning, as for a tool's empty title. No description at all is fine.
fn empty_description(
    checker: &mut Checker<'_>,
    prompt: &str,
    argument: &Object<'_>,
    path: &Path<'_>,
) {
    let Some((_, description)) = get(argument, "description") else {
        return;
    };
    if description
        .value
        .as_str()
        .is_some_and(|d| d.trim().is_empty())
    {
        let argument = get(argument, "name")
            .and_then(|(_, n)| n.value.as_str())
            .unwrap_or("");
        let finding = Found::ArgumentDescriptionEmpty {
            prompt: prompt.to_owned(),
            argument: argument.to_owned(),
        };
        let span = description.value.span();
        checker.emit(
            Code::PromptArgumentDescriptionEmpty,
            path.member("description"),
            span,
            finding,
        );
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    PromptArgumentRepeated { prompt: String, argument: String },
    PromptNameRepeated { name: String },
    ArgumentDescriptionEmpty { prompt: String, argument: String },
}

explained_in_modules!(Found);

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::prompts::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::PromptArgumentRepeated { prompt, argument } => say!(
                "The prompt \"{prompt}\" already has an argument named \"{argument}\"; `prompts/get` passes arguments by name, so a client can fill only one of them."
            ),
            Found::PromptNameRepeated { name } => say!(
                "Another prompt is already named \"{name}\"; `prompts/get` asks for a prompt by name, so a client can get only one of them."
            ),
            Found::ArgumentDescriptionEmpty { prompt, argument } => say!(
                "The argument \"{argument}\" of the prompt \"{prompt}\" has an empty `description`: whoever fills it in learns nothing from it."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::prompts::Found;
    use mcp_anatomy_macros::say;

    pub fn message(found: &Found) -> String {
        match found {
            Found::PromptArgumentRepeated { prompt, argument } => say!(
                "У шаблона запроса «{prompt}» уже есть аргумент «{argument}»; `prompts/get` передаёт аргументы по имени, и клиент сможет заполнить только один из них."
            ),
            Found::PromptNameRepeated { name } => say!(
                "Шаблон запроса с именем «{name}» уже есть; `prompts/get` запрашивает шаблон по имени, и клиент сможет получить только один из них."
            ),
            Found::ArgumentDescriptionEmpty { prompt, argument } => say!(
                "У аргумента «{argument}» шаблона запроса «{prompt}» пустое поле `description`: тот, кто заполняет аргумент, ничего из него не узнает."
            ),
        }
    }
}

/// Sample findings of this section, each branch of their sentences: `engine::variants`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn variants() -> Vec<crate::engine::finding::Finding> {
    vec![
        Found::PromptArgumentRepeated {
            prompt: "review".into(),
            argument: "code".into(),
        }
        .into(),
        Found::PromptNameRepeated {
            name: "review".into(),
        }
        .into(),
        Found::ArgumentDescriptionEmpty {
            prompt: "review".into(),
            argument: "code".into(),
        }
        .into(),
    ]
}
