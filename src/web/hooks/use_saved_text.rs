//! Keeps the editor's text in localStorage; says once when the browser does not allow it.

use std::rc::Rc;
use web_sys::Storage;
use yew::prelude::*;

pub struct SavedText {
    /// What was saved before, if anything (kept by the hook: the editor reads it once).
    pub initial: Rc<Option<String>>,
    pub save: Callback<Rc<str>>,
    /// Storage failed (private mode, sandboxed frame, quota): the editor works unsaved.
    pub unavailable: bool,
}

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

#[hook]
pub fn use_saved_text(key: &str) -> SavedText {
    let key = Rc::<str>::from(["mcp-anatomy:", key].concat());
    let unavailable = use_state(|| storage().is_none());
    let initial = use_memo(key.clone(), |key| {
        storage().and_then(|s| s.get_item(key).ok().flatten())
    });
    let save = {
        let unavailable = unavailable.clone();
        Callback::from(move |text: Rc<str>| {
            let stored = storage().is_some_and(|s| s.set_item(&key, &text).is_ok());
            if !stored && !*unavailable {
                unavailable.set(true);
            }
        })
    };
    SavedText {
        initial,
        save,
        unavailable: *unavailable,
    }
}
