//! Every sentence of the interface, in both languages, in one place for review.

use crate::spec::Text;

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

pub const ANATOMY_TITLE: Text = Text {
    en: "Anatomy of an MCP server",
    ru: "Анатомия MCP-сервера",
};
pub const ANATOMY_HINT: Text = Text {
    en: "Point at a part, or focus the drawing and use the arrow keys; Enter selects.",
    ru: "Наведите указатель на часть или перейдите к схеме и используйте стрелки; Enter выбирает.",
};
pub const SERVER_LABEL: Text = Text {
    en: "MCP server, revision 2026-07-28",
    ru: "MCP-сервер, редакция 2026-07-28",
};
pub const PARTS_LABEL: Text = Text {
    en: "Parts of an MCP server",
    ru: "Части MCP-сервера",
};
pub const PURPOSE_HEADING: Text = Text {
    en: "What it is for",
    ru: "Для чего это",
};
pub const DETAILS_HEADING: Text = Text {
    en: "Details",
    ru: "Подробности",
};
pub const OWNS_LABEL: Text = Text {
    en: "Fields and capabilities",
    ru: "Поля и возможности",
};
pub const NOTHING_OWNED: Text = Text {
    en: "none in the discovery result",
    ru: "в результате discovery нет",
};
pub const FRAGMENT_LABEL: Text = Text {
    en: "Fragment of a real message",
    ru: "Фрагмент настоящего сообщения",
};
pub const SPEC_LINKS_LABEL: Text = Text {
    en: "Specification",
    ru: "Спецификация",
};
pub const SELECTED_MARK: Text = Text {
    en: "selected",
    ru: "выбрано",
};
pub const THEME_BUTTON: Text = Text {
    en: "Theme",
    ru: "Тема",
};
pub const THEME_AUTO: Text = Text {
    en: "auto",
    ru: "авто",
};
pub const THEME_LIGHT: Text = Text {
    en: "light",
    ru: "светлая",
};
pub const THEME_DARK: Text = Text {
    en: "dark",
    ru: "тёмная",
};

pub const VALIDATOR_TITLE: Text = Text {
    en: "Check a server/discover response",
    ru: "Проверка ответа на server/discover",
};
pub const VALIDATOR_HINT: Text = Text {
    en: "Paste the answer your server gave. It is checked here, in this page; nothing is sent anywhere.",
    ru: "Вставьте ответ вашего сервера. Проверка идёт здесь, на странице; никуда ничего не отправляется.",
};
pub const EDITOR_LABEL: Text = Text {
    en: "server/discover response (JSON)",
    ru: "Ответ на server/discover (JSON)",
};
pub const SAMPLES_LABEL: Text = Text {
    en: "Load a sample",
    ru: "Загрузить пример",
};
pub const SAMPLES_PLACEHOLDER: Text = Text {
    en: "Samples…",
    ru: "Примеры…",
};
pub const FORMAT_BUTTON: Text = Text {
    en: "Format",
    ru: "Форматировать",
};
pub const SHARE_BUTTON: Text = Text {
    en: "Share as link",
    ru: "Поделиться ссылкой",
};
pub const SHARE_READY: Text = Text {
    en: "Link with the document in its fragment (never sent to a server):",
    ru: "Ссылка с документом во фрагменте адреса (на сервер не отправляется):",
};
pub const SHARE_TOO_LARGE: Text = Text {
    en: "The document is too large for a link; share the file instead.",
    ru: "Документ слишком велик для ссылки; поделитесь файлом.",
};
pub const SHARE_UNSUPPORTED: Text = Text {
    en: "This browser cannot pack or unpack share links; a current Chrome, Firefox or Safari can.",
    ru: "Этот браузер не умеет упаковывать и распаковывать ссылки; подойдёт актуальный Chrome, Firefox или Safari.",
};
pub const SHARE_UNREADABLE: Text = Text {
    en: "This share link is damaged or cut short; the editor shows your own text instead.",
    ru: "Ссылка повреждена или обрезана; в редакторе остался ваш собственный текст.",
};
pub const FORMAT_NOT_JSON: Text = Text {
    en: "Only valid JSON can be formatted; fix the syntax error first.",
    ru: "Форматировать можно только корректный JSON; сначала исправьте синтаксическую ошибку.",
};
pub const STORAGE_UNAVAILABLE: Text = Text {
    en: "This browser does not let the page save your text, so it will be gone when you leave.",
    ru: "Браузер не разрешает странице сохранять текст, поэтому он пропадёт, когда вы уйдёте.",
};
pub const LARGE_DOCUMENT: Text = Text {
    en: "Large document: syntax colouring is off; diagnostics are still marked.",
    ru: "Большой документ: подсветка синтаксиса отключена, но замечания отмечены.",
};
pub const DIAGNOSTICS_HEADING: Text = Text {
    en: "Findings",
    ru: "Замечания",
};
pub const NO_DIAGNOSTICS: Text = Text {
    en: "Nothing to report.",
    ru: "Замечаний нет.",
};
pub const FIELDS_HEADING: Text = Text {
    en: "Field table of a discover result",
    ru: "Таблица полей результата discovery",
};
pub const FIELD_REQUIRED: Text = Text {
    en: "required",
    ru: "обязательно",
};
pub const FIELD_RECOMMENDED: Text = Text {
    en: "recommended",
    ru: "рекомендуется",
};
pub const FIELD_OPTIONAL: Text = Text {
    en: "optional",
    ru: "необязательно",
};
pub const STATUS_OK: Text = Text {
    en: "✓ ok",
    ru: "✓ в порядке",
};
pub const STATUS_ERROR: Text = Text {
    en: "✖ error",
    ru: "✖ ошибка",
};
pub const STATUS_WARNING: Text = Text {
    en: "▲ warning",
    ru: "▲ предупреждение",
};
pub const STATUS_MISSING: Text = Text {
    en: "○ missing",
    ru: "○ отсутствует",
};
pub const STATUS_ABSENT: Text = Text {
    en: "– not given",
    ru: "– не указано",
};
pub const SEVERITY_ERROR: Text = Text {
    en: "error",
    ru: "ошибка",
};
pub const SEVERITY_WARNING: Text = Text {
    en: "warning",
    ru: "предупреждение",
};
pub const SEVERITY_INFO: Text = Text {
    en: "note",
    ru: "заметка",
};
pub const LINE: Text = Text {
    en: "line",
    ru: "строка",
};
pub const SPEC_LINK: Text = Text {
    en: "specification",
    ru: "спецификация",
};
pub const RELATED_MARK: Text = Text {
    en: "◆ related",
    ru: "◆ связано",
};
pub const COUNT_ERRORS: Text = Text {
    en: "errors",
    ru: "ошибок",
};
pub const COUNT_WARNINGS: Text = Text {
    en: "warnings",
    ru: "предупреждений",
};
pub const COUNT_NOTES: Text = Text {
    en: "notes",
    ru: "заметок",
};
pub const LARGE_DETACHED: Text = Text {
    en: "This document is too large to edit here without freezing the page, so it is checked and shown read-only; paste a smaller one or load a sample to edit again",
    ru: "Документ слишком велик, чтобы править его здесь без зависания страницы, поэтому он проверен и показан только для чтения; вставьте документ поменьше или загрузите пример, чтобы снова править",
};
