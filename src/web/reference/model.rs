//! What the reference view shows, read from the loader's data: the server part, the sections
//! and their items, each with the validator's findings placed where `docs` places them
//! (`surface::found`). Pure: no DOM here (`markup.rs` writes it, `mod.rs` mounts it).

use crate::engine;
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::found::{Found, Messages, Note};
use crate::surface::reference::{Anchors, anchor_prefix, hints, summary, title};
use crate::surface::{Item, ListKind, Source};

/// What the loader hands a reference widget: the JSON text, the label of where it came from
/// (the `src` address, or `inline`), why it could not be fetched, if it could not, and whether
/// the host allows `https:` icons.
pub struct Data {
    pub text: String,
    pub label: String,
    pub problem: Option<String>,
    pub allow_remote_icons: bool,
}

/// A finding as the view shows it.
pub struct Finding {
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    pub line: usize,
}

impl From<&Note> for Finding {
    fn from(note: &Note) -> Finding {
        Finding {
            severity: note.severity,
            code: note.code,
            message: note.message.clone(),
            line: note.line,
        }
    }
}

/// One item with what the view needs of it.
pub struct Entry {
    pub kind: ListKind,
    pub anchor: String,
    pub item: Item,
    pub findings: Vec<Finding>,
    /// Its key, title and description in lower case, for the filter.
    pub haystack: String,
}

pub struct Section {
    pub kind: ListKind,
    pub hints: Option<String>,
    pub findings: Vec<Finding>,
    pub entries: Vec<Entry>,
}

pub struct ServerPart {
    pub name: Option<String>,
    pub version: Option<String>,
    /// Each capability and its settings as JSON (`None`: offered, with no settings).
    pub capabilities: Vec<(String, Option<String>)>,
    pub findings: Vec<Finding>,
    /// The capabilities come from a legacy server's `initialize` answer.
    pub from_initialize: bool,
}

pub struct Model {
    pub title: String,
    /// What the data holds and what was found in it; for a legacy walk, which revision its
    /// later answers are judged by (with code between backticks).
    pub summary: String,
    pub server: Option<ServerPart>,
    pub sections: Vec<Section>,
    pub other: Vec<Finding>,
    /// Whether the validator found anything: only then are the sentences of the help table said.
    pub any_findings: bool,
}

/// Reads and checks the data, and places each finding where `docs` would.
pub fn model(data: &Data, lang: Lang) -> Result<Model, String> {
    let sources = vec![Source::new(data.label.clone(), data.text.clone(), false)];
    let messages = Messages::of_sources(&sources);
    let surface = crate::surface::read(sources).map_err(|e| e.message().get(lang).to_owned())?;
    let notes = match engine::check_messages(&data.text, false) {
        Some(reports) => Note::of(&data.label, reports.iter().map(|m| &m.report), lang),
        None => Note::of(
            &data.label,
            std::iter::once(&engine::check_answer(&data.text, None)),
            lang,
        ),
    };
    // A legacy walk: the engine judges its answers from `initialize` on by 2025-11-25's schema,
    // as `check` does, not by what 2026-07-28 asks of its own servers.
    let earlier = surface.earlier.as_ref().map(|(revision, _)| {
        crate::spec::msg!(
            "This server speaks revision {}: its answers from `initialize` on are judged by the schema of 2025-11-25, not by what 2026-07-28 asks.",
            "Сервер поддерживает ревизию {}: его ответы, начиная с `initialize`, проверены по схеме ревизии 2025-11-25, а не по требованиям ревизии 2026-07-28.",
            revision
        )
        .get(lang)
        .to_owned()
    });
    let mut found = Found::new(notes, messages);
    let findings = |found: &Found, indices: Vec<usize>| -> Vec<Finding> {
        found.get(&indices).into_iter().map(Finding::from).collect()
    };
    let server = surface.capabilities.as_ref().map(|capabilities| {
        let of_server = found.in_messages(std::iter::once(&capabilities.place));
        let identity = surface.server.as_ref();
        ServerPart {
            name: identity
                .and_then(|s| s.name.as_ref())
                .map(|n| inert(&n.value)),
            version: (identity.and_then(|s| s.version.as_ref()))
                .filter(|v| !v.value.is_empty())
                .map(|v| inert(&v.value)),
            capabilities: (capabilities.members().unwrap_or_default().iter())
                .map(|(name, value)| {
                    let settings = match value.members() {
                        Some([]) => None,
                        _ => Some(inert(&value.to_json())),
                    };
                    (inert(name), settings)
                })
                .collect(),
            findings: findings(&found, of_server),
            from_initialize: surface.earlier.is_some(),
        }
    });
    let mut anchors = Anchors::default();
    let mut sections = Vec::new();
    for kind in ListKind::ALL {
        let Some(list) = surface.list(kind) else {
            continue;
        };
        let mut entries = Vec::new();
        for item in &list.items {
            let of_item = found.within(item.place());
            let mut haystack = item.key.value.clone();
            for text in [&item.title, &item.description].into_iter().flatten() {
                haystack.push('\n');
                haystack.push_str(&text.value);
            }
            let haystack = lower_case(&haystack);
            entries.push(Entry {
                kind,
                anchor: anchors.take(anchor_prefix(kind), &item.key.value),
                item: item.clone(),
                findings: findings(&found, of_item),
                haystack,
            });
        }
        let pages = std::iter::once(&list.place).chain(list.items.iter().map(Item::place));
        let of_list = found.in_messages(pages);
        sections.push(Section {
            kind,
            hints: hints(list, lang),
            findings: findings(&found, of_list),
            entries,
        });
    }
    let held = sections.iter().map(|s| (s.kind, s.entries.len()));
    let mut summary = summary(held, &found.notes, lang);
    let rest = found.take(|_| true);
    let name = surface.server.as_ref().and_then(|s| s.name.as_ref());
    let any_findings = !found.notes.is_empty();
    if let Some(earlier) = earlier {
        summary = format!("{summary} {earlier}");
    }
    Ok(Model {
        any_findings,
        title: title(name.map(|n| n.value.as_str()), lang),
        summary,
        server,
        sections,
        other: findings(&found, rest),
    })
}

/// `text` in lower case, by the browser: Rust's own case tables would add kilobytes to the
/// module for the filter alone.
pub fn lower_case(text: &str) -> String {
    js_sys::JsString::from(text).to_lower_case().into()
}
