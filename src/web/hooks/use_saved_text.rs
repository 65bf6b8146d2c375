//! Keeps the editor's text in localStorage; whether the browser allows it is the editor's state
//! (`EditorState::storage_unavailable`), which says so once.

use std::rc::Rc;
use web_sys::Storage;
use yew::prelude::*;

pub struct SavedText {
    /// What was saved before, if anything (kept by the hook: the editor reads it once).
    pub initial: Rc<Option<String>>,
    /// Where the text is kept.
    pub key: Rc<str>,
}

pub fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Keeps `text` under `key`; false where storage failed (private mode, sandboxed frame, quota):
/// the editor then works unsaved.
pub fn save(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

#[hook]
pub fn use_saved_text(key: &str) -> SavedText {
    let key = Rc::<str>::from(["mcp-anatomy:", key].concat());
    let initial = use_memo(key.clone(), |key| {
        storage().and_then(|s| s.get_item(key).ok().flatten())
    });
    SavedText { initial, key }
}
