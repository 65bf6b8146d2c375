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

/// Declares each notice as a constant and lists every one in `NOTICES`, so that none can be
/// left out of the help table.
macro_rules! notices {
    ($($(#[$doc:meta])* $name:ident $id:literal { en: $en:expr, ru: $ru:expr $(,)? })*) => {
        $(
            $(#[$doc])*
            pub const $name: Notice = Notice { id: $id, text: later!(text! { en: $en, ru: $ru }) };
        )*
        /// Every notice, for the help table.
        pub const NOTICES: &[Notice] = &[$($name),*];
    };
}

notices! {
    /// Over the size the text area can hold without freezing the page: checked and shown read-only.
    LARGE_DETACHED "large-detached" {
        en: "This document is too large to edit here without freezing the page, so it is checked and shown read-only; paste a smaller one or load a sample to edit again",
        ru: "Документ слишком велик, чтобы править его здесь без зависания страницы, поэтому он проверен и показан только для чтения; вставьте документ поменьше или загрузите пример, чтобы снова править.",
    }
    /// Large enough that the editor stops colouring its syntax.
    LARGE_DOCUMENT "large-document" {
        en: "Large document: syntax colouring is off; diagnostics are still marked.",
        ru: "Большой документ: подсветка синтаксиса отключена, но замечания отмечены.",
    }
    /// Above the share link just made.
    SHARE_READY "share-ready" {
        en: "Link with the document in its fragment (never sent to a server):",
        ru: "Ссылка с документом во фрагменте адреса (на сервер не отправляется):",
    }
    /// The document would make a link longer than the editor makes (`web::share::MAX_FRAGMENT`).
    SHARE_TOO_LARGE "share-too-large" {
        en: "The document is too large for a link; share the file instead.",
        ru: "Документ слишком велик для ссылки; поделитесь файлом.",
    }
    /// The browser has no `CompressionStream` or `DecompressionStream` to pack or unpack a link.
    SHARE_UNSUPPORTED "share-unsupported" {
        en: "This browser cannot pack or unpack share links; a current Chrome, Firefox or Safari can.",
        ru: "Этот браузер не умеет упаковывать и распаковывать ссылки; подойдёт актуальный Chrome, Firefox или Safari.",
    }
    /// The share link the page was opened with cannot be unpacked.
    SHARE_UNREADABLE "share-unreadable" {
        en: "This share link is damaged or cut short; the editor shows your own text instead.",
        ru: "Ссылка повреждена или обрезана; в редакторе остался ваш собственный текст.",
    }
    /// Format was pressed on a text that is not JSON.
    FORMAT_NOT_JSON "format-not-json" {
        en: "Only valid JSON can be formatted; fix the syntax error first.",
        ru: "Форматировать можно только корректный JSON; сначала исправьте синтаксическую ошибку.",
    }
}
