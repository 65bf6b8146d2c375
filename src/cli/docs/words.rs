//! The reference's own words in the reader's language (the words it shares with the browser's
//! reference view are in `surface/reference.rs`).

use super::*;

pub(super) fn say(message: Message, lang: Lang) -> String {
    message.get(lang).to_owned()
}
