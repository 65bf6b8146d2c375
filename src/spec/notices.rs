//! The editor's notices: each follows something the reader did (pasted a large document, pressed
//! Format or Share, opened a share link), by which time the help table is on its way or here,
//! so the full module reads them from it (`later!`), as it reads the samples after the first.

use super::{Text, later};
// `later!` drops its `text!` in the full browser module.
#[cfg(not(all(target_arch = "wasm32", feature = "editor")))]
use super::text;

/// A notice and its key in the help table (`notice:` and its id).
#[derive(Clone, Copy, PartialEq)]
pub struct Notice {
    pub id: &'static str,
    pub text: Text,
}

/// Over the size the text area can hold without freezing the page: checked and shown read-only.
pub const LARGE_DETACHED: Notice = Notice {
    id: "large-detached",
    text: later!(text! {
        en: "This document is too large to edit here without freezing the page, so it is checked and shown read-only; paste a smaller one or load a sample to edit again",
        ru: "Документ слишком велик, чтобы править его здесь без зависания страницы, поэтому он проверен и показан только для чтения; вставьте документ поменьше или загрузите пример, чтобы снова править",
    }),
};

/// Large enough that the editor stops colouring its syntax.
pub const LARGE_DOCUMENT: Notice = Notice {
    id: "large-document",
    text: later!(text! {
        en: "Large document: syntax colouring is off; diagnostics are still marked.",
        ru: "Большой документ: подсветка синтаксиса отключена, но замечания отмечены.",
    }),
};

/// Above the share link just made.
pub const SHARE_READY: Notice = Notice {
    id: "share-ready",
    text: later!(text! {
        en: "Link with the document in its fragment (never sent to a server):",
        ru: "Ссылка с документом во фрагменте адреса (на сервер не отправляется):",
    }),
};

/// The document would make a link longer than the editor makes (`web::share::MAX_FRAGMENT`).
pub const SHARE_TOO_LARGE: Notice = Notice {
    id: "share-too-large",
    text: later!(text! {
        en: "The document is too large for a link; share the file instead.",
        ru: "Документ слишком велик для ссылки; поделитесь файлом.",
    }),
};

/// The browser has no `CompressionStream` or `DecompressionStream` to pack or unpack a link.
pub const SHARE_UNSUPPORTED: Notice = Notice {
    id: "share-unsupported",
    text: later!(text! {
        en: "This browser cannot pack or unpack share links; a current Chrome, Firefox or Safari can.",
        ru: "Этот браузер не умеет упаковывать и распаковывать ссылки; подойдёт актуальный Chrome, Firefox или Safari.",
    }),
};

/// The share link the page was opened with cannot be unpacked.
pub const SHARE_UNREADABLE: Notice = Notice {
    id: "share-unreadable",
    text: later!(text! {
        en: "This share link is damaged or cut short; the editor shows your own text instead.",
        ru: "Ссылка повреждена или обрезана; в редакторе остался ваш собственный текст.",
    }),
};

/// Format was pressed on a text that is not JSON.
pub const FORMAT_NOT_JSON: Notice = Notice {
    id: "format-not-json",
    text: later!(text! {
        en: "Only valid JSON can be formatted; fix the syntax error first.",
        ru: "Форматировать можно только корректный JSON; сначала исправьте синтаксическую ошибку.",
    }),
};

/// Every notice, for the help table.
pub const NOTICES: [Notice; 7] = [
    LARGE_DETACHED,
    LARGE_DOCUMENT,
    SHARE_READY,
    SHARE_TOO_LARGE,
    SHARE_UNSUPPORTED,
    SHARE_UNREADABLE,
    FORMAT_NOT_JSON,
];
