//! The reference's fixed words: headings, table heads, labels.

use crate::spec::{Text, text};

pub const SERVER: Text = text! { en: "Server", ru: "Сервер" };
pub const FINDINGS_ABOUT_LIST: Text =
    text! { en: "Findings about the list", ru: "Замечания к перечню" };
pub const OTHER_FINDINGS: Text = text! { en: "Other findings", ru: "Прочие замечания" };
pub const NAME: Text = text! { en: "Name", ru: "Имя" };
pub const VERSION: Text = text! { en: "version", ru: "версия" };
pub const OFFERED: Text = text! { en: "offered", ru: "предоставляется" };
/// A list the server answered with no item.
pub const NONE_LISTED: Text = text! { en: "The list is empty.", ru: "Перечень пуст." };
pub const LIST_CHANGED: Text =
    text! { en: "announces changes to its list", ru: "сообщает об изменениях своего перечня" };
pub const SUBSCRIBE: Text = text! { en: "lets a client subscribe to a resource's changes", ru: "позволяет подписаться на изменения ресурса" };
pub const CAPABILITY: Text = text! { en: "Capability", ru: "Возможность" };
pub const SETTINGS: Text = text! { en: "Settings", ru: "Настройки" };
pub const CAPABILITIES: Text = text! { en: "Capabilities", ru: "Возможности" };
pub const MEDIA_TYPE: Text = text! { en: "Media type", ru: "Тип содержимого" };
pub const SIZE: Text = text! { en: "Size in bytes", ru: "Размер в байтах" };
pub const AUDIENCE: Text = text! { en: "For", ru: "Для кого" };
pub const PRIORITY: Text = text! { en: "Priority", ru: "Приоритет" };
pub const LAST_MODIFIED: Text = text! { en: "Last modified", ru: "Изменён" };
pub const TYPE: Text = text! { en: "Type", ru: "Тип" };
pub const REQUIRED: Text = text! { en: "Required", ru: "Обязательно" };
pub const DESCRIPTION: Text = text! { en: "Description", ru: "Описание" };
pub const RULES: Text = text! { en: "Rules", ru: "Ограничения" };
pub const INPUT: Text = text! { en: "Input", ru: "Входные данные" };
pub const OUTPUT: Text = text! { en: "Output", ru: "Результат" };
pub const THE_VALUE: Text = text! { en: "(the value)", ru: "(значение)" };
pub const NO_PARAMETERS: Text = text! { en: "no parameters", ru: "параметров нет" };
pub const TITLE: Text = text! { en: "Title", ru: "Заголовок" };
pub const ARGUMENTS: Text = text! { en: "Arguments", ru: "Аргументы" };
pub const VARIABLE: Text = text! { en: "Variable", ru: "Переменная" };
pub const OPERATOR: Text = text! { en: "Operator", ru: "Оператор" };
pub const EXPANSION: Text = text! { en: "Expansion", ru: "Подстановка" };
pub const MODIFIER: Text = text! { en: "Modifier", ru: "Модификатор" };
pub const TEMPLATE_VARIABLES: Text = text! { en: "Template variables", ru: "Переменные шаблона" };
pub const FINDINGS: Text = text! { en: "Findings", ru: "Замечания" };
pub const LINE: Text = text! { en: "line", ru: "строка" };
pub const PERMALINK: Text = text! { en: "Link to this item", ru: "Ссылка на этот элемент" };
/// Over the findings of the answer that declared the capabilities: `server/discover`'s, or
/// a legacy server's `initialize`.
pub fn findings_about_server(initialize: bool) -> Text {
    match initialize {
        false => {
            text! { en: "Findings about the discover answer", ru: "Замечания к ответу на запрос «server/discover»" }
        }
        true => {
            text! { en: "Findings about the initialize answer", ru: "Замечания к ответу на запрос «initialize»" }
        }
    }
}
pub const UNTITLED_REFERENCE: Text =
    text! { en: "MCP server reference", ru: "Справочник MCP-сервера" };
/// In an item, before the link to where its list tells a finding the same at other items.
pub const TOLD_WITH_LIST: Text = text! {
    en: "Told once, for every item it concerns, in",
    ru: "Общее для нескольких элементов, поэтому приведено один раз в"
};
/// The link's words.
pub const LIST_FINDINGS: Text = text! { en: "the list's findings", ru: "замечаниях к перечню" };
/// Over the items a finding told once concerns: "Tools with this finding (117)".
pub fn items_with_finding(kind: crate::surface::ListKind, count: usize) -> crate::spec::Message {
    let title = kind.title();
    crate::spec::msg! {
        en: format!("{} with this finding ({count})", title.en),
        ru: format!("{} с этим замечанием ({count})", title.ru),
    }
}
/// The captions of an item's example call and of the same as `curl`.
pub const EXAMPLE_CALL: Text = text! { en: "Example call", ru: "Пример запроса" };
pub const OVER_HTTP: Text = text! {
    en: "The same over HTTP (MCP_URL: the server's endpoint)",
    ru: "То же по HTTP (MCP_URL\u{a0}— адрес сервера)"
};
/// A tool's annotations in words: its badges, and the groups of the contents list.
pub const READ_ONLY: Text = text! { en: "read-only", ru: "только чтение" };
pub const MAY_CHANGE: Text = text! { en: "may change things", ru: "может изменять данные" };
pub const DESTRUCTIVE: Text = text! { en: "destructive", ru: "разрушающий" };
/// The group of the contents list for tools that say neither hint.
pub const NO_HINTS: Text = text! { en: "no hints", ru: "без подсказок" };
/// The list of every item, beside the page or folded above it.
pub const CONTENTS: Text = text! { en: "Contents", ru: "Содержание" };
