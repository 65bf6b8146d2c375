//! Findings drawn into a reference already on screen. The page written with findings differs
//! from the one written without them only in the summary's line, the findings' blocks of the
//! server and of each list (before its items), the items' summaries (their badges) and bodies,
//! and a last section of the findings placed nowhere else; so only those are put in, and the
//! items stay the elements they were (open or folded, shown or filtered out), which spares the
//! browser laying out a long list a second time.

use super::dom::{all, children, one};
use web_sys::{Element, Node};

/// Puts what `fresh` (the widget's whole markup, now with findings) has and the widget's `root`
/// lacks into `root`; `body` writes the body of the item at an index again, for the items whose
/// body is already written. False, with nothing changed, when the two are not the same page.
pub fn findings_in(root: &Element, fresh: &str, body: impl Fn(usize) -> String) -> bool {
    let Some(document) = root.owner_document() else {
        return false;
    };
    let Ok(holder) = document.create_element("div") else {
        return false;
    };
    holder.set_inner_html(fresh);
    let (Some(old), Some(new)) = (root.first_element_child(), holder.first_element_child()) else {
        return false;
    };
    let (Some(old_main), Some(new_main)) =
        (one(&old, ".mcpa-ref-main"), one(&new, ".mcpa-ref-main"))
    else {
        return false;
    };
    let (old_sections, new_sections) = (
        all(&old_main, ":scope > section"),
        all(&new_main, ":scope > section"),
    );
    let same_page = old_sections.len() <= new_sections.len()
        && (old_sections.iter().zip(&new_sections)).all(|(old, new)| {
            all(old, ":scope > details").len() == all(new, ":scope > details").len()
        });
    let (Some(old_line), Some(new_line)) = (
        one(&old, ".mcpa-ref-summary"),
        one(&new, ".mcpa-ref-summary"),
    ) else {
        return false;
    };
    if !same_page {
        return false;
    }
    let _ = old_line.replace_with_with_node_1(&new_line);
    let mut index = 0;
    for (old_section, new_section) in old_sections.iter().zip(&new_sections) {
        let (old_items, new_items) = (
            all(old_section, ":scope > details"),
            all(new_section, ":scope > details"),
        );
        // What comes before the items: the heading, the hints, the list's findings.
        for child in children(old_section)
            .iter()
            .take_while(|c| !old_items.contains(c))
        {
            child.remove();
        }
        let first_item: Option<&Node> = old_items.first().map(|item| item.as_ref());
        for child in children(new_section)
            .iter()
            .take_while(|c| !new_items.contains(c))
        {
            let _ = old_section.insert_before(child, first_item);
        }
        for (old_item, new_item) in old_items.iter().zip(&new_items) {
            let (Some(old_summary), Some(new_summary)) = (
                old_item.first_element_child(),
                new_item.first_element_child(),
            ) else {
                continue;
            };
            if !old_summary.is_equal_node(Some(&new_summary)) {
                let _ = old_summary.replace_with_with_node_1(&new_summary);
            }
            if let Some(written) = old_item
                .last_element_child()
                .filter(|last| last.local_name() != "summary")
            {
                written.set_outer_html(&body(index));
            }
            index += 1;
        }
    }
    for added in &new_sections[old_sections.len()..] {
        let _ = old_main.append_child(added);
    }
    let _ = old.remove_attribute("aria-busy");
    true
}
