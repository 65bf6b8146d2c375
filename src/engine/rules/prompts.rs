//! What the prompts page adds to the schema of `prompts/list` (server/prompts, "Data Types").

use super::checker::{Checker, get};
use crate::engine::finding::Explain;
use crate::engine::json::{Object, Spanned, Value};
use crate::engine::names::repeats;
use crate::engine::pointer::Path;
use crate::spec::codes::Code;

/// Argument names of each prompt are unique: `prompts/get` passes arguments as an object keyed
/// by name, so of two arguments with one name only one can ever be given.
pub fn arguments(checker: &mut Checker<'_>, result: &Object<'_>, path: &Path<'_>) {
    let Some(Value::Array(prompts)) = get(result, "prompts").map(|(_, m)| m.value) else {
        return;
    };
    let prompts_path = path.member("prompts");
    for (index, prompt) in prompts.elements.iter().enumerate() {
        let Value::Object(prompt) = prompt else {
            continue;
        };
        let Some(Value::Array(arguments)) = get(prompt, "arguments").map(|(_, m)| m.value) else {
            continue;
        };
        let names =
            (arguments.elements.iter().enumerate()).filter_map(|(i, argument)| match argument {
                Value::Object(argument) => Some((i, get(argument, "name")?.1.value.as_str()?)),
                _ => None,
            });
        let prompt_name = get(prompt, "name")
            .and_then(|(_, n)| n.value.as_str())
            .unwrap_or("");
        let prompt_path = prompts_path.index(index);
        let arguments_path = prompt_path.member("arguments");
        for repeated in repeats(names) {
            let Value::Object(argument) = &arguments.elements[repeated] else {
                continue;
            };
            let Some((_, name)) = get(argument, "name") else {
                continue;
            };
            let finding = Found::PromptArgumentRepeated {
                prompt: prompt_name.to_owned(),
                argument: name.value.as_str().unwrap_or_default().to_owned(),
            };
            let argument_path = arguments_path.index(repeated);
            let name_path = argument_path.member("name");
            checker.emit(
                Code::PromptArgumentRepeated,
                name_path,
                name.value.span(),
                finding,
            );
        }
    }
}

// ----- findings ------------------------------------------------------------------------------

/// What the rules of this section find, as data; the sentences are below, one module per
/// language built in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    PromptArgumentRepeated { prompt: String, argument: String },
}

impl Explain for Found {
    #[cfg(feature = "lang-en")]
    fn en(&self) -> String {
        en::message(self)
    }
    #[cfg(feature = "lang-ru")]
    fn ru(&self) -> String {
        ru::message(self)
    }
}

#[cfg(feature = "lang-en")]
mod en {
    use crate::engine::rules::prompts::Found;

    pub fn message(found: &Found) -> String {
        match found {
            Found::PromptArgumentRepeated { prompt, argument } => format!(
                "The prompt \"{prompt}\" already has an argument named \"{argument}\"; `prompts/get` passes arguments by name, so a client can fill only one of them."
            ),
        }
    }
}

#[cfg(feature = "lang-ru")]
mod ru {
    use crate::engine::rules::prompts::Found;

    pub fn message(found: &Found) -> String {
        match found {
            Found::PromptArgumentRepeated { prompt, argument } => format!(
                "У шаблона запроса \"{prompt}\" уже есть аргумент \"{argument}\"; `prompts/get` передаёт аргументы по имени, и клиент сможет заполнить только один из них."
            ),
        }
    }
}
