//! The page's contents list: every item's name, a link to it, under its list's title; a list of
//! tools of which one or more says what it does grouped by those hints (read-only, may change
//! things, destructive, then the tools that say neither), each group in page order. The
//! stylesheet sets it beside the items on a wide widget and folds it above them on a narrow one.

use super::Model;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::surface::reference::{label, section_title};
use crate::surface::{Item, ListKind};

/// The group of a tool in the contents list (an index of the groups' words), by what it says
/// of itself: `readOnlyHint`, then `destructiveHint`.
fn group(item: &Item) -> usize {
    let hint = |member| item.annotations()?.get(member)?.as_bool();
    match (hint("readOnlyHint"), hint("destructiveHint")) {
        (Some(true), _) => 0,
        (_, Some(true)) => 2,
        (Some(false), _) => 1,
        _ => 3,
    }
}

/// The contents list, folded (`<details>`): the stylesheet unfolds it on a wide widget.
pub fn contents(out: &mut Markup, model: &Model, lang: Lang) {
    if model.entries().next().is_none() {
        return;
    }
    let words = label::CONTENTS.get(lang);
    let nav = [("class", Some("mcpa-ref-nav")), ("aria-label", Some(words))];
    out.open("nav", &nav).tags("<details><summary>");
    out.text(words).tags("</summary><ul>");
    let groups = [
        label::READ_ONLY,
        label::MAY_CHANGE,
        label::DESTRUCTIVE,
        label::NO_HINTS,
    ];
    for section in model.sections.iter().filter(|s| !s.entries.is_empty()) {
        let title = section_title(section.kind, lang);
        out.tags("<li data-group=\"\"><span>")
            .text(title)
            .tags("</span><ul>");
        let entries = &section.entries;
        let grouped = section.kind == ListKind::Tools && entries.iter().any(|e| group(&e.item) < 3);
        for (at, words) in groups.iter().enumerate() {
            let mut members = (entries.iter())
                .filter(|entry| !grouped || group(&entry.item) == at)
                .peekable();
            if members.peek().is_none() || (!grouped && at > 0) {
                continue;
            }
            if grouped {
                out.tags("<li data-group=\"\"><span>")
                    .text(words.get(lang))
                    .tags("</span><ul>");
            }
            for entry in members {
                out.tags("<li><a href=\"#").text(&entry.anchor).tags("\">");
                out.name(&crate::inert::inert(&entry.item.key.value))
                    .tags("</a></li>");
            }
            if grouped {
                out.tags("</ul></li>");
            }
        }
        out.tags("</ul></li>");
    }
    out.tags("</ul></details></nav>");
}
