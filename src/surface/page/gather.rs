//! Which findings of a list's items are the same at several of them (a draft-07 `$schema` on
//! each of a hundred tools), so that the page tells each once: the same code and the same
//! sentence once the item's name is left out of it (`engine::gathering`), as `check` gathers
//! its human output.

use crate::engine::gathering::said_of_any;
use crate::inert::inert;
use crate::surface::Item;
use crate::surface::found::Found;

/// The findings of a list's items that say the same at two items or more. `own[i]`: the notes
/// of `items[i]` (indices into `found.notes`). Returns each such saying's (item, note) pairs in
/// item order, sayings in the order first said.
pub(super) fn repeated(
    found: &Found,
    items: &[Item],
    own: &[Vec<usize>],
) -> Vec<Vec<(usize, usize)>> {
    // A browser module says a finding only once its help table has come: until then its
    // sentence is empty, and the findings stay at their items.
    let places: Vec<(usize, usize)> = (own.iter().enumerate())
        .flat_map(|(item, notes)| notes.iter().map(move |&note| (item, note)))
        .filter(|&(_, note)| !found.notes[note].message.is_empty())
        .collect();
    let sayings: Vec<String> = (places.iter())
        .map(|&(item, note)| {
            let (note, item) = (&found.notes[note], &items[item]);
            let names: Vec<String> = (std::iter::once(&item.key))
                .chain(&item.name)
                .map(|name| inert(&name.value))
                .collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            format!(
                "{}\u{1}{}",
                note.code,
                said_of_any(&note.message, None, &names)
            )
        })
        .collect();
    // Pairs, not a hash table: its code would weigh more in the browser's reference module
    // than this costs on a list of a thousand tools.
    let mut repeated = Vec::new();
    for (first, saying) in sayings.iter().enumerate() {
        if sayings[..first].contains(saying) {
            continue;
        }
        let same: Vec<(usize, usize)> = (first..places.len())
            .filter(|&later| sayings[later] == *saying)
            .map(|later| places[later])
            .collect();
        if same.iter().any(|&(item, _)| item != places[first].0) {
            repeated.push(same);
        }
    }
    repeated
}
