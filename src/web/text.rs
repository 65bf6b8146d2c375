//! Every sentence of the interface, in both languages, in one place for review.

use crate::spec::{Lang, Text, text};

/// `value` (not negative) written with `places` decimals. Integer arithmetic keeps Rust's
/// float formatting, several kilobytes of wasm, out of the module.
pub fn decimal(value: f64, places: u32) -> String {
    let scale = 10u64.pow(places);
    let scaled = (value.max(0.0) * scale as f64).round() as u64;
    let whole = scaled / scale;
    match places {
        0 => whole.to_string(),
        _ => format!(
            "{whole}.{:0width$}",
            scaled % scale,
            width = places as usize
        ),
    }
}

pub const ANATOMY_TITLE: Text = text! {
    en: "Anatomy of an MCP server",
    ru: "Анатомия MCP-сервера",
};
pub const ANATOMY_HINT: Text = text! {
    en: "Point at a part, or focus the drawing and use the arrow keys; Enter selects.",
    ru: "Наведите указатель на деталь или перейдите к схеме и перемещайтесь стрелками; Enter выбирает.",
};
pub const SERVER_LABEL: Text = text! {
    en: "MCP server, revision",
    ru: "MCP-сервер, ревизия",
};
pub const PARTS_LABEL: Text = text! {
    en: "Parts of an MCP server",
    ru: "Детали MCP-сервера",
};
pub const PURPOSE_HEADING: Text = text! {
    en: "What it is for",
    ru: "Для чего это",
};
pub const DETAILS_HEADING: Text = text! {
    en: "Details",
    ru: "Подробности",
};
pub const OWNS_LABEL: Text = text! {
    en: "Fields and capabilities",
    ru: "Поля и возможности",
};
pub const NOTHING_OWNED: Text = text! {
    en: "none in the `server/discover` result",
    ru: "в результате `server/discover` нет",
};
pub const FRAGMENT_LABEL: Text = text! {
    en: "Fragment of a real message",
    ru: "Фрагмент настоящего сообщения",
};
pub const SPEC_LINKS_LABEL: Text = text! {
    en: "Specification",
    ru: "Спецификация",
};
pub const SELECTED_MARK: Text = text! {
    en: "selected",
    ru: "выбрано",
};
pub const THEME_BUTTON: Text = text! {
    en: "Theme",
    ru: "Тема",
};
pub const THEME_AUTO: Text = text! {
    en: "auto",
    ru: "авто",
};
pub const THEME_LIGHT: Text = text! {
    en: "light",
    ru: "светлая",
};
pub const THEME_DARK: Text = text! {
    en: "dark",
    ru: "тёмная",
};

pub const VALIDATOR_TITLE: Text = text! {
    en: "Check your server's answer",
    ru: "Проверка ответа сервера",
};
pub const VALIDATOR_HINT: Text = text! {
    en: "Paste the answer your server gave. It is checked here, in this page; nothing is sent anywhere.",
    ru: "Вставьте ответ вашего сервера. Проверка идёт здесь, на странице; никуда ничего не отправляется.",
};
pub const EDITOR_LABEL: Text = text! {
    en: "The server's answer (JSON, or JSON Lines for a transcript)",
    ru: "Ответ сервера (JSON, а для записи обмена — JSON Lines)",
};
pub const SAMPLES_LABEL: Text = text! {
    en: "Load a sample",
    ru: "Загрузить пример",
};
pub const SAMPLES_PLACEHOLDER: Text = text! {
    en: "Samples…",
    ru: "Примеры…",
};
pub const METHOD_LABEL: Text = text! {
    en: "The text answers",
    ru: "Текст отвечает на",
};
pub const METHOD_DETECTED: Text = text! {
    en: "Answer to: detect from the text",
    ru: "Ответ на: определить по тексту",
};
pub const FORMAT_BUTTON: Text = text! {
    en: "Format",
    ru: "Форматировать",
};
pub const SHARE_BUTTON: Text = text! {
    en: "Share as link",
    ru: "Поделиться ссылкой",
};
pub const STORAGE_UNAVAILABLE: Text = text! {
    en: "This browser does not let the page save your text, so it will be gone when you leave.",
    ru: "Браузер не разрешает странице сохранять текст, поэтому он пропадёт, когда вы уйдёте.",
};
pub const DIAGNOSTICS_HEADING: Text = text! {
    en: "Findings",
    ru: "Замечания",
};
pub const NO_DIAGNOSTICS: Text = text! {
    en: "Nothing to report.",
    ru: "Замечаний нет.",
};
/// Followed by the method whose result the table describes.
pub const FIELDS_HEADING: Text = text! {
    en: "Field table of the result of",
    ru: "Таблица полей результата",
};
pub const FIELD_REQUIRED: Text = text! {
    en: "required",
    ru: "обязательно",
};
pub const FIELD_RECOMMENDED: Text = text! {
    en: "recommended",
    ru: "рекомендуется",
};
pub const FIELD_OPTIONAL: Text = text! {
    en: "optional",
    ru: "необязательно",
};
pub const STATUS_OK: Text = text! {
    en: "✓ ok",
    ru: "✓ в порядке",
};
pub const STATUS_ERROR: Text = text! {
    en: "✖ error",
    ru: "✖ ошибка",
};
pub const STATUS_WARNING: Text = text! {
    en: "▲ warning",
    ru: "▲ предупреждение",
};
pub const STATUS_MISSING: Text = text! {
    en: "○ missing",
    ru: "○ отсутствует",
};
pub const STATUS_ABSENT: Text = text! {
    en: "– not given",
    ru: "– не указано",
};
pub const SEVERITY_ERROR: Text = text! {
    en: "error",
    ru: "ошибка",
};
pub const SEVERITY_WARNING: Text = text! {
    en: "warning",
    ru: "предупреждение",
};
pub const SEVERITY_INFO: Text = text! {
    en: "note",
    ru: "заметка",
};
pub const LINE: Text = text! {
    en: "line",
    ru: "строка",
};
pub const SPEC_LINK: Text = text! {
    en: "specification",
    ru: "спецификация",
};
pub const RELATED_MARK: Text = text! {
    en: "◆ related",
    ru: "◆ связано",
};
// The reference view (feature `reference`); its headings and table heads are `docs`' own
// (surface::reference::label).
pub const FILTER_LABEL: Text = text! {
    en: "Filter by name or description",
    ru: "Отбор по имени или описанию",
};
pub const SHOWN: Text = text! {
    en: "Shown",
    ru: "Показано",
};
pub const SHOWN_OF: Text = text! {
    en: "of",
    ru: "из",
};
pub const NOTHING_MATCHES: Text = text! {
    en: "Nothing matches the filter.",
    ru: "Под условие отбора ничего не подходит.",
};
/// The button beside an example call in the reference view, and what it says once the
/// clipboard holds the call.
pub const COPY: Text = text! {
    en: "Copy",
    ru: "Копировать",
};
pub const COPIED: Text = text! {
    en: "Copied",
    ru: "Скопировано",
};
pub const DATA_FAILED: Text = text! {
    en: "The reference data could not be loaded",
    ru: "Не удалось загрузить данные справочника",
};
pub const DATA_UNREADABLE: Text = text! {
    en: "The reference data cannot be shown",
    ru: "Данные справочника не удаётся показать",
};

/// What the theme switch says for the theme `attribute` (`auto`, `light`, `dark`): which is on.
pub fn theme_switch_words(attribute: &str, lang: Lang) -> String {
    let name = match attribute {
        "light" => THEME_LIGHT,
        "dark" => THEME_DARK,
        _ => THEME_AUTO,
    };
    [THEME_BUTTON.get(lang), ": ", name.get(lang)].concat()
}
