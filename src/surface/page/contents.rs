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
    let words = [
        label::READ_ONLY,
        label::MAY_CHANGE,
        label::DESTRUCTIVE,
        label::NO_HINTS,
    ];
    for section in &model.sections {
        let entries = &section.entries;
        if entries.is_empty() {
            continue;
        }
        out.tags("<li data-group=\"\"><span>")
            .text(section_title(section.kind, lang))
            .tags("</span><ul>");
        let groups: Vec<usize> = entries.iter().map(|entry| group(&entry.item)).collect();
        let grouped = section.kind == ListKind::Tools && groups.iter().any(|&group| group < 3);
        // One pass per group, in the groups' order; one pass for a list not grouped.
        for (at, words) in words.iter().enumerate().take(if grouped { 4 } else { 1 }) {
            let mut started = false;
            for (entry, &group) in entries.iter().zip(&groups) {
                if grouped && group != at {
                    continue;
                }
                if grouped && !started {
                    out.tags("<li data-group=\"\"><span>")
                        .text(words.get(lang))
                        .tags("</span><ul>");
                }
                started = true;
                out.tags("<li><a href=\"#").text(&entry.anchor).tags("\">");
                out.name(&crate::inert::inert(&entry.item.key.value))
                    .tags("</a></li>");
            }
            if grouped && started {
                out.tags("</ul></li>");
            }
        }
        out.tags("</ul></li>");
    }
    out.tags("</ul></details></nav>");
}
