//! A server's reference page as data: its title and summary, the server part, the sections and
//! their items, each with the validator's findings placed by `found.rs`. One model and one
//! writer (`page/write.rs`) for `docs --format html` and the browser's reference view, so the
//! static page is the view prerendered.

pub mod contents;
mod findings;
pub mod frame;
mod gather;
pub mod write;

use super::found::{Found, Note};
use super::model::Node;
use super::reference::label;
use super::reference::{Anchors, anchor_prefix, hints, summary, title};
use super::{Item, ListKind, Surface};
use crate::inert::inert;
use crate::spec::Lang;
use crate::spec::codes::Severity;

/// A finding as the page shows it.
pub struct Finding {
    pub severity: Severity,
    pub code: String,
    /// The sentence, inert, its code between backticks.
    pub message: String,
    /// The label of the input it was found in (natively: the view reads one), and its line.
    #[cfg(not(target_arch = "wasm32"))]
    pub source: String,
    pub line: usize,
}

impl From<&Note> for Finding {
    fn from(note: &Note) -> Finding {
        Finding {
            severity: note.severity,
            code: note.code.clone(),
            message: note.message.clone(),
            #[cfg(not(target_arch = "wasm32"))]
            source: note.source.clone(),
            line: note.line,
        }
    }
}

/// A finding the same at several items of a list, told once with the list: the first item's,
/// and every item it concerns; each keeps its badge and a line that leads there ([`Told`]).
pub struct Repeated {
    pub finding: Finding,
    /// The anchor of the finding in the list's findings, where each item's line leads.
    pub anchor: String,
    /// The items, in list order: each one's anchor and name (inert).
    pub items: Vec<(String, String)>,
}

/// In an item, a finding its list tells (`Repeated`): the badge's severity and code, and
/// where the list tells it.
pub struct Told {
    pub severity: Severity,
    pub code: String,
    pub anchor: String,
}

/// One item of a list.
pub struct Entry {
    pub kind: ListKind,
    pub anchor: String,
    pub item: Item,
    pub findings: Vec<Finding>,
    /// Its findings the list tells, being the same at other items.
    pub told: Vec<Told>,
    /// What the item costs a model's context, as a fact ("Context cost: …"), where the page
    /// weighs tools (`docs --budget`).
    #[cfg(not(target_arch = "wasm32"))]
    pub cost: Option<String>,
}

pub struct Section {
    pub kind: ListKind,
    /// The list's caching hints in words.
    pub hints: Option<String>,
    /// What the whole list costs a model's context, where the page weighs it (`docs --budget`).
    #[cfg(not(target_arch = "wasm32"))]
    pub cost: Option<String>,
    pub findings: Vec<Finding>,
    /// The findings the same at several of its items, told once.
    pub repeated: Vec<Repeated>,
    pub entries: Vec<Entry>,
}

/// A capability as the page says it: the settings it knows in words (`listChanged`,
/// `subscribe`), any others as JSON; neither when it is offered with no settings.
pub struct Capability {
    pub name: String,
    pub words: Vec<&'static str>,
    pub rest: Option<String>,
}

impl Capability {
    fn of(name: &str, settings: &Node, lang: Lang) -> Capability {
        let mut words = Vec::new();
        let mut rest = String::new();
        for (setting, value) in settings.members().unwrap_or_default() {
            let known = match setting.as_str() {
                "listChanged" => Some(label::LIST_CHANGED),
                "subscribe" => Some(label::SUBSCRIBE),
                _ => None,
            };
            match (known, value.as_bool()) {
                (Some(said), Some(true)) => words.push(said.get(lang)),
                // Declared off: nothing to say.
                (Some(_), Some(false)) => {}
                _ => {
                    rest.push(if rest.is_empty() { '{' } else { ',' });
                    crate::engine::edits::quote_into(&mut rest, setting);
                    rest.push(':');
                    rest.push_str(&value.to_json());
                }
            }
        }
        if settings.members().is_none() {
            rest = settings.to_json();
        } else if !rest.is_empty() {
            rest.push('}');
        }
        Capability {
            name: inert(name),
            words,
            rest: (!rest.is_empty()).then(|| inert(&rest)),
        }
    }
}

pub struct ServerPart {
    pub name: Option<String>,
    pub version: Option<String>,
    pub capabilities: Vec<Capability>,
    pub findings: Vec<Finding>,
    /// The capabilities come from a legacy server's `initialize` answer.
    pub from_initialize: bool,
}

pub struct Model {
    pub title: String,
    /// What the page holds and what was found in it.
    pub summary: String,
    /// For a legacy walk, which revision its later answers are judged by (code between
    /// backticks).
    pub earlier: Option<String>,
    pub server: Option<ServerPart>,
    pub sections: Vec<Section>,
    pub other: Vec<Finding>,
    /// Whether the validator found anything.
    pub any_findings: bool,
    /// `docs` read the page from more than one input, so each finding names its own (the
    /// view reads one).
    #[cfg(not(target_arch = "wasm32"))]
    pub several_sources: bool,
}

impl Model {
    /// Every item, in page order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.sections
            .iter()
            .flat_map(|section| section.entries.iter())
    }
}

/// The page of `surface`, with each of the `found` findings placed once: at its item, else
/// with its list or the server, else among the others.
pub fn model(surface: &Surface, mut found: Found, lang: Lang) -> Model {
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
                .map(|(name, value)| Capability::of(name, value, lang))
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
        // An item's own findings first: the rest of its list answer's are the list's.
        let (mut own, mut item_anchors) = (Vec::new(), Vec::new());
        for item in &list.items {
            let tool = (kind == ListKind::Tools).then_some(item.key.value.as_str());
            own.push(found.within(item.place(), tool));
            item_anchors.push(anchors.take(anchor_prefix(kind), &item.key.value));
        }
        let mut told: Vec<Vec<Told>> = list.items.iter().map(|_| Vec::new()).collect();
        let mut repeated = Vec::new();
        for places in gather::repeated(&found, &list.items, &own) {
            let first = &found.notes[places[0].1];
            let anchor = anchors.take("found-", &first.code);
            let mut at: Vec<usize> = places.iter().map(|&(item, _)| item).collect();
            at.dedup();
            for &(item, note) in &places {
                own[item].retain(|&kept| kept != note);
            }
            for &item in &at {
                let (severity, code, anchor) = (first.severity, first.code.clone(), anchor.clone());
                told[item].push(Told {
                    severity,
                    code,
                    anchor,
                });
            }
            let items = (at.iter())
                .map(|&item| {
                    (
                        item_anchors[item].clone(),
                        inert(&list.items[item].key.value),
                    )
                })
                .collect();
            let finding = Finding::from(first);
            repeated.push(Repeated {
                finding,
                anchor,
                items,
            });
        }
        let entries: Vec<Entry> = (list.items.iter().zip(item_anchors).zip(own).zip(told))
            .map(|(((item, anchor), own), told)| Entry {
                kind,
                anchor,
                item: item.clone(),
                findings: findings(&found, own),
                told,
                #[cfg(not(target_arch = "wasm32"))]
                cost: None,
            })
            .collect();
        let pages = std::iter::once(&list.place).chain(list.items.iter().map(Item::place));
        let of_list = found.in_messages(pages);
        sections.push(Section {
            kind,
            hints: hints(list, lang),
            #[cfg(not(target_arch = "wasm32"))]
            cost: None,
            findings: findings(&found, of_list),
            repeated,
            entries,
        });
    }
    let held = sections.iter().map(|s| (s.kind, s.entries.len()));
    let summary = summary(held, &found.notes, found.shown, lang);
    // A legacy walk: the engine judges its answers from `initialize` on by 2025-11-25's schema,
    // not by what 2026-07-28 asks of its own servers.
    let earlier = surface.earlier.as_ref().map(|(revision, _)| {
        let words = crate::spec::msg!(
            "This server speaks revision {}: its answers from `initialize` on are judged by the schema of 2025-11-25, not by what 2026-07-28 asks.",
            "Сервер поддерживает ревизию {}: его ответы, начиная с `initialize`, проверены по схеме ревизии 2025-11-25, а не по требованиям ревизии 2026-07-28.",
            revision
        );
        words.get(lang).to_owned()
    });
    let rest = found.take(|_| true);
    // Its title for people where it gives one, else its name.
    let identity = surface.server.as_ref();
    let name = identity.and_then(|s| s.title.as_ref().or(s.name.as_ref()));
    Model {
        any_findings: !found.notes.is_empty(),
        #[cfg(not(target_arch = "wasm32"))]
        several_sources: false,
        title: title(name.map(|n| n.value.as_str()), lang),
        summary,
        earlier,
        server,
        sections,
        other: findings(&found, rest),
    }
}
