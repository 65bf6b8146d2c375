//! Every finding of every section, each branch of its sentences with representative data, and
//! every quick fix's title: what the tests render in both languages into one snapshot a
//! reviewer reads in one go, and proofread (tests/catalogue.rs). Native only: the browser
//! module never lists its findings. Each section that declares codes gives its own samples
//! (its `variants()`); `build.rs` lists those sections.

use super::finding::{Finding, FixTitle};
use super::render;
use crate::spec::Lang;

/// One finding per variant of each section's `Found`, more where its sentence branches (on a
/// type, a place, an optional value).
pub fn findings() -> Vec<Finding> {
    include!(concat!(env!("OUT_DIR"), "/sections.rs"))
}

/// Every kind of quick fix, with representative values.
pub fn fix_titles() -> Vec<FixTitle> {
    vec![
        FixTitle::Unquote("60000".into()),
        FixTitle::Rename {
            from: "ttl_ms".into(),
            to: "ttlMs".into(),
        },
        FixTitle::RenameTo("ttlMs".into()),
        FixTitle::Add {
            name: "cacheScope".into(),
            value: "\"public\"".into(),
        },
        FixTitle::ReplaceWith("\"public\"".into()),
        FixTitle::RemoveRepeat,
        FixTitle::Remove("serverInfo"),
        FixTitle::WrapInList("\"2026-07-28\"".into()),
        FixTitle::SupportedVersionsFrom("\"2026-07-28\"".into()),
        FixTitle::MoveIntoMeta,
        FixTitle::DiscoverInstead,
        FixTitle::AddServerInfo,
        FixTitle::AddMetaWithServerInfo,
        FixTitle::AddRevision,
        FixTitle::Round("60000".into()),
        FixTitle::Write("60000".into()),
        FixTitle::RemoveByteOrderMark,
    ]
}

/// A quick fix's title in `lang`, as its button says it.
pub fn fix_title(title: &FixTitle, lang: Lang) -> String {
    match lang {
        Lang::En => render::en::fix_title(title),
        Lang::Ru => render::ru::fix_title(title),
    }
}
