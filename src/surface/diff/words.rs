//! The sentences of comparing surfaces, in both languages.

use super::change::{Change, Class, Flow, What};
use crate::spec::{Message, msg};
use crate::surface::model::ListKind;

impl ListKind {
    /// One item of the list, capitalised to open a sentence.
    fn item_words(self) -> Message {
        match self {
            ListKind::Tools => msg!("Tool", "Инструмент"),
            ListKind::Prompts => msg!("Prompt", "Шаблон запроса"),
            ListKind::Resources => msg!("Resource", "Ресурс"),
            ListKind::Templates => msg!("Resource template", "Шаблон ресурса"),
        }
    }
}

impl Class {
    pub fn words(self) -> Message {
        match self {
            Class::Breaking => msg!("breaking", "несовместимое"),
            Class::Risky => msg!("risky", "рискованное"),
            Class::Safe => msg!("safe", "безопасное"),
        }
    }
}

/// What a schema describes, opening a sentence: a parameter or the arguments (input), a field of the structured
/// result or the result (output).
fn subject(flow: Flow, field: &str) -> Message {
    match (flow, field) {
        (Flow::Input, "") => msg!("The arguments object", "Объект аргументов"),
        (Flow::Input, _) => msg!("Parameter `{}`", "Параметр `{}`", field),
        (Flow::Output, "") => msg!("The structured result", "Структурированный результат"),
        (Flow::Output, _) => msg!("Output field `{}`", "Поле результата `{}`", field),
    }
}

/// A schema with no flow named: the root or a property's.
fn schema_of(field: &str) -> Message {
    match field {
        "" => msg!("The schema", "Схема"),
        _ => msg!("The schema of `{}`", "Схема `{}`", field),
    }
}

/// Types or values, each as code.
fn listed(values: &[String]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
    quoted.join(", ")
}

/// Why a schema change breaks, or does not: by the flow and whether it lets more or fewer
/// values through.
fn effect(flow: Flow, fewer: bool, more: bool) -> Message {
    match (flow, fewer, more) {
        (Flow::Input, true, _) => msg!(
            "calls with the values no longer allowed are refused",
            "вызовы со значениями, которые больше не допускаются, будут отклонены"
        ),
        (Flow::Input, false, _) => msg!(
            "every call valid before still is",
            "все прежние верные вызовы остаются верными"
        ),
        (Flow::Output, _, true) => msg!(
            "clients may now receive values they do not expect",
            "клиенты могут получить значения, которых не ждут"
        ),
        (Flow::Output, _, false) => msg!(
            "the server returns fewer kinds of values; readers are unaffected",
            "сервер возвращает меньше разных значений; клиентов, которые читают результат, это не затрагивает"
        ),
    }
}

impl Change {
    /// The change and its reason in a sentence.
    pub fn message(&self) -> Message {
        let key = self.item.as_deref().unwrap_or_default();
        let item = || {
            self.list
                .map(ListKind::item_words)
                .unwrap_or_else(|| msg!("", ""))
        };
        match &self.what {
            What::ItemRemoved => {
                let item = item();
                msg! {
                en: format!("{} `{}` removed: clients that use it will get an error.", item.en,
                                   key),
                ru: format!("{} `{}` удалён: клиенты, которые к нему обращаются, получат ошибку.", item.ru,
                                   key),
                }
            }
            What::ItemAdded => {
                let item = item();
                msg! {
                en: format!("{} `{}` added.", item.en, key),
                ru: format!("{} `{}` добавлен.", item.ru, key),
                }
            }
            What::FieldRemoved { flow, field } => match flow {
                Flow::Input => msg!(
                    "Parameter `{}` removed: calls that still pass it may be refused.",
                    "Параметр `{}` удалён: вызовы, которые его передают, могут быть отклонены.",
                    field
                ),
                Flow::Output => msg!(
                    "Output field `{}` removed: clients that read it will not find it.",
                    "Поле результата `{}` удалено: клиенты, которые его читают, его не найдут.",
                    field
                ),
            },
            What::FieldAdded {
                flow,
                field,
                required,
            } => match (flow, required) {
                (Flow::Input, true) => msg!(
                    "New required parameter `{}`: calls without it are refused.",
                    "Новый обязательный параметр `{}`: вызовы без него будут отклонены.",
                    field
                ),
                (Flow::Input, false) => msg!(
                    "New optional parameter `{}`: existing calls stay valid.",
                    "Новый необязательный параметр `{}`: прежние вызовы остаются верными.",
                    field
                ),
                (Flow::Output, _) => msg!(
                    "New output field `{}`: clients that do not know it can ignore it.",
                    "Новое поле результата `{}`: клиенты, которые о нём не знают, могут его не читать.",
                    field
                ),
            },
            What::FieldRequired {
                flow,
                field,
                required,
            } => match (flow, required) {
                (Flow::Input, true) => msg!(
                    "Parameter `{}` is now required: calls without it are refused.",
                    "Параметр `{}` стал обязательным: вызовы без него будут отклонены.",
                    field
                ),
                (Flow::Input, false) => msg!(
                    "Parameter `{}` is now optional: existing calls stay valid.",
                    "Параметр `{}` стал необязательным: прежние вызовы остаются верными.",
                    field
                ),
                (Flow::Output, false) => msg!(
                    "Output field `{}` is no longer required: the server may leave it out, and clients that rely on it break.",
                    "Поле результата `{}` больше не обязательно: сервер может его не вернуть, и клиенты, которые на него рассчитывают, сломаются.",
                    field
                ),
                (Flow::Output, true) => msg!(
                    "Output field `{}` is now always returned.",
                    "Поле результата `{}` теперь возвращается всегда.",
                    field
                ),
            },
            What::TypeChanged {
                flow,
                field,
                removed,
                added,
            } => {
                let subject = subject(*flow, field);
                let effect = effect(*flow, !removed.is_empty(), !added.is_empty());
                let change = match (removed.is_empty(), added.is_empty()) {
                    (false, true) => msg!(
                        "no longer allows {}",
                        "больше не допускает {}",
                        listed(removed)
                    ),
                    (true, false) => {
                        msg!("now also allows {}", "теперь допускает и {}", listed(added))
                    }
                    _ => msg!(
                        "no longer allows {} and now allows {}",
                        "больше не допускает {} и теперь допускает {}",
                        listed(removed),
                        listed(added)
                    ),
                };
                msg! {
                en: format!("{}: `type` {}; {}.", subject.en,
                                   change.en,
                                   effect.en),
                ru: format!("{}: `type` {}; {}.", subject.ru,
                                   change.ru,
                                   effect.ru),
                }
            }
            What::EnumChanged {
                flow,
                field,
                removed,
                added,
            } => {
                let subject = subject(*flow, field);
                let effect = effect(*flow, !removed.is_empty(), !added.is_empty());
                let change = match (removed.is_empty(), added.is_empty()) {
                    (false, true) => msg!(
                        "values removed from `enum`: {}",
                        "из `enum` убрано: {}",
                        listed(removed)
                    ),
                    (true, false) => msg!(
                        "values added to `enum`: {}",
                        "в `enum` добавлено: {}",
                        listed(added)
                    ),
                    _ => msg!(
                        "values removed from `enum`: {}; added: {}",
                        "из `enum` убрано: {}; добавлено: {}",
                        listed(removed),
                        listed(added)
                    ),
                };
                msg! {
                en: format!("{}: {}; {}.", subject.en, change.en, effect.en),
                ru: format!("{}: {}; {}.", subject.ru, change.ru, effect.ru),
                }
            }
            What::EnumIntroduced { flow, field } => {
                let subject = subject(*flow, field);
                let effect = effect(*flow, true, false);
                msg! {
                en: format!("{}: values now limited by an `enum`; {}.", subject.en,
                                   effect.en),
                ru: format!("{}: значения теперь ограничены `enum`; {}.", subject.ru,
                                   effect.ru),
                }
            }
            What::EnumLifted { flow, field } => {
                let subject = subject(*flow, field);
                let effect = effect(*flow, false, true);
                msg! {
                en: format!("{}: `enum` dropped, any value of its type allowed; {}.", subject.en,
                                   effect.en),
                ru: format!("{}: `enum` снят, допускается любое значение этого типа; {}.", subject.ru,
                                   effect.ru),
                }
            }
            What::AdditionalProperties {
                flow,
                field,
                closed,
            } => {
                let subject = subject(*flow, field);
                match (flow, closed) {
                    (Flow::Input, true) => msg! {
                    en: format!("{}: `additionalProperties` is now `false`: calls with members the schema does not name are refused.", subject.en),
                    ru: format!("{}: `additionalProperties` теперь `false`: вызовы с полями, которых нет в схеме, будут отклонены.", subject.ru),
                    },
                    (Flow::Input, false) => msg! {
                    en: format!("{}: `additionalProperties` is no longer `false`: more calls are accepted.", subject.en),
                    ru: format!("{}: `additionalProperties` больше не `false`: принимается больше вызовов.", subject.ru),
                    },
                    (Flow::Output, true) => msg! {
                    en: format!("{}: `additionalProperties` is now `false`: the server returns only the members it names.", subject.en),
                    ru: format!("{}: `additionalProperties` теперь `false`: сервер возвращает только названные поля.", subject.ru),
                    },
                    (Flow::Output, false) => msg! {
                    en: format!("{}: `additionalProperties` is no longer `false`: clients may receive members the schema does not name, which they can ignore.", subject.en),
                    ru: format!("{}: `additionalProperties` больше не `false`: клиенты могут получить поля, которых нет в схеме, и могут их не читать.", subject.ru),
                    },
                }
            }
            What::OutputSchema { present: true } => msg!(
                "`outputSchema` added: the tool now describes its structured result.",
                "Добавлена `outputSchema`: инструмент теперь описывает свой структурированный результат."
            ),
            What::OutputSchema { present: false } => msg!(
                "`outputSchema` removed: clients can no longer rely on a structured result of its shape.",
                "Удалена `outputSchema`: клиенты больше не могут рассчитывать на структурированный результат этой формы."
            ),
            What::Keyword { field, keyword } if keyword.is_empty() => {
                let schema = schema_of(field);
                msg! {
                en: format!("{}: changed (it is not an object, so it is compared whole); check what it means for callers.", schema.en),
                ru: format!("{}: изменилась (это не объект, она сравнивается целиком); проверьте, что это значит для клиентов.", schema.ru),
                }
            }
            What::Keyword { field, keyword } => {
                let schema = schema_of(field);
                msg! {
                en: format!("{}: `{}` changed; the diff does not interpret this keyword, so check what it means for callers.", schema.en,
                                   keyword),
                ru: format!("{}: изменилось ключевое слово `{}`; сравнение его не толкует\u{a0}— проверьте, что это значит для клиентов.", schema.ru,
                                   keyword),
                }
            }
            What::ArgumentRemoved { name } => msg!(
                "Argument `{}` removed: requests that pass it may be refused.",
                "Аргумент `{}` удалён: запросы, которые его передают, могут быть отклонены.",
                name
            ),
            What::ArgumentAdded {
                name,
                required: true,
            } => msg!(
                "New required argument `{}`: requests without it are refused.",
                "Новый обязательный аргумент `{}`: запросы без него будут отклонены.",
                name
            ),
            What::ArgumentAdded {
                name,
                required: false,
            } => msg!(
                "New optional argument `{}`: existing requests stay valid.",
                "Новый необязательный аргумент `{}`: прежние запросы остаются верными.",
                name
            ),
            What::ArgumentRequired {
                name,
                required: true,
            } => msg!(
                "Argument `{}` is now required: requests without it are refused.",
                "Аргумент `{}` стал обязательным: запросы без него будут отклонены.",
                name
            ),
            What::ArgumentRequired {
                name,
                required: false,
            } => msg!(
                "Argument `{}` is now optional: existing requests stay valid.",
                "Аргумент `{}` стал необязательным: прежние запросы остаются верными.",
                name
            ),
            What::VariableRenamed { old, new } => msg!(
                "Template variable `{}` renamed to `{}`: clients that fill in `{}` build URIs the server does not expect.",
                "Переменная шаблона `{}` переименована в `{}`: клиенты, подставляющие `{}`, построят URI, которых сервер не ждёт.",
                old,
                new,
                old
            ),
            What::VariableRemoved { name } => msg!(
                "Template variable `{}` removed: URIs built with it no longer match.",
                "Переменная шаблона `{}` удалена: URI, построенные с ней, больше не подходят.",
                name
            ),
            What::VariableAdded {
                name,
                optional: true,
            } => msg!(
                "New query variable `{}` in the template: it may be left out.",
                "Новая переменная строки запроса `{}` в шаблоне: её можно не указывать.",
                name
            ),
            What::VariableAdded {
                name,
                optional: false,
            } => msg!(
                "New template variable `{}`: clients do not know to fill it in.",
                "Новая переменная шаблона `{}`: клиенты не знают, что её нужно подставить.",
                name
            ),
            What::TemplateRewritten => msg!(
                "`uriTemplate` rewritten with the same variables: check that the URIs clients build still resolve.",
                "`uriTemplate` переписан с теми же переменными: проверьте, что URI, которые строят клиенты, по-прежнему верны."
            ),
            What::Text { member, field } if field.is_empty() => msg!(
                "`{}` changed: a model reads it to decide what to call and how.",
                "Изменено поле `{}`: по нему модель решает, что и как вызывать.",
                member
            ),
            What::Text { member, field } => msg!(
                "`{}` of `{}` changed: a model reads it to decide what to pass.",
                "Изменено поле `{}` у `{}`: по нему модель решает, что передать.",
                member,
                field
            ),
            What::Annotation { hint, old, new } => msg!(
                "Annotation `{}` is now `{}` (was `{}`, counting the default when absent): clients that decide by it, such as asking before a destructive call, will act differently.",
                "Аннотация `{}` теперь `{}` (было `{}`, с учётом значения по умолчанию): клиенты, которые по ней решают (например, спрашивают подтверждение перед разрушающим вызовом), поведут себя иначе.",
                hint,
                new,
                old
            ),
            What::Member { member } => msg!(
                "`{}` changed; the diff compares it whole, so check what it means for clients.",
                "Изменено поле `{}`; сравнение не разбирает его по частям\u{a0}— проверьте, что это значит для клиентов.",
                member
            ),
            What::Hint { hint, old, new } => msg!(
                "Caching hint `{}`: `{}` → `{}` (absent `ttlMs` counts as 0); clients only refetch sooner or later.",
                "Подсказка кэширования `{}`: `{}` → `{}` (отсутствующий `ttlMs` считается равным 0); клиенты лишь раньше или позже запросят перечень снова.",
                hint,
                old,
                new
            ),
            What::Capability {
                name,
                withdrawn: true,
            } => msg!(
                "Capability `{}` withdrawn: clients that use it lose it.",
                "Возможность `{}` больше не объявлена: клиенты, которые ею пользуются, её лишатся.",
                name
            ),
            What::Capability {
                name,
                withdrawn: false,
            } => msg!(
                "Capability `{}` declared.",
                "Объявлена возможность `{}`.",
                name
            ),
        }
    }
}
