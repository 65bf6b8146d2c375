//! Every sentence of the interface, in both languages, in one place for review.

use crate::spec::Text;

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
