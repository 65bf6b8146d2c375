//! The specification's field table as a live checklist of the pasted document.

use super::editor::Editor;
use super::markup_html;
use crate::engine::{FieldStatus, Report, table_of};
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::fields::{Presence, field};
use crate::web::text;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

pub struct FieldChecklistProps {
    pub lang: Lang,
    pub heading: u8,
    pub report: crate::web::shared::Shared<Report>,
    /// Fields owned by the anatomy part the reader selected.
    pub related: Vec<&'static str>,
    /// What a field's button acts on.
    pub editor: Rc<Editor>,
}

/// Drawn with the editor, as `diagnostic_list` is. The table is markup of our own (see
/// `crate::markup::Markup`): it changes with the report, while the focus is in the text, and with
/// the part selected in the drawing, while the focus is there; one listener serves its buttons.
pub fn field_checklist(props: FieldChecklistProps) -> Html {
    let lang = props.lang;
    if props.report.fields.is_empty() {
        return html! {};
    }
    let title = [
        text::FIELDS_HEADING.get(lang),
        " ",
        table_of(props.report.kind).method,
    ]
    .concat();
    let mut inner = Markup::default();
    inner
        .heading(props.heading, &[], &title)
        .tags("<table><tbody>");
    let rows = (props.report.fields.iter()).filter_map(|state| Some((field(state.id)?, state)));
    for (field, state) in rows {
        let status = match state.status {
            FieldStatus::Ok => text::STATUS_OK,
            FieldStatus::Error => text::STATUS_ERROR,
            FieldStatus::Warning => text::STATUS_WARNING,
            FieldStatus::Missing => text::STATUS_MISSING,
            FieldStatus::Absent => text::STATUS_ABSENT,
        };
        let presence = match field.presence {
            Presence::Required => text::FIELD_REQUIRED,
            Presence::Recommended => text::FIELD_RECOMMENDED,
            Presence::Optional => text::FIELD_OPTIONAL,
        };
        let id = field.id;
        let related = props.related.contains(&id);
        let row = [
            ("data-field", Some(id)),
            ("data-status", Some(state.status.as_str())),
            ("data-related", related.then_some("")),
        ];
        inner
            .open("tr", &row)
            .tags("<th scope=\"row\"><button type=\"button\" class=\"mcpa-field-go\">");
        push_breakable(
            &mut inner,
            if id == "serverInfo" {
                "_meta › serverInfo"
            } else {
                id
            },
        );
        inner.tags("</button>");
        if related {
            inner
                .tags("<span class=\"mcpa-related\">")
                .text(text::RELATED_MARK.get(lang))
                .tags("</span>");
        }
        inner
            .tags("</th><td>")
            .text(presence.get(lang))
            .tags("</td><td>")
            .with_code(field.meaning.get(lang))
            .tags("</td><td class=\"mcpa-status\">")
            .text(status.get(lang))
            .tags("</td></tr>");
    }
    inner.tags("</tbody></table>");
    let onclick = {
        let editor = props.editor.clone();
        Callback::from(move |event: MouseEvent| {
            let id = (event.target())
                .and_then(|target| target.dyn_into::<Element>().ok())
                .filter(|element| element.closest(".mcpa-field-go").ok().flatten().is_some())
                .and_then(|element| element.closest("[data-field]").ok().flatten())
                .and_then(|row| row.get_attribute("data-field"));
            if let Some(field) = id.as_deref().and_then(field) {
                editor.field(field.id);
            }
        })
    };
    html! {
        <section class="mcpa-fields" aria-label={title} {onclick}>
            { markup_html(inner) }
        </section>
    }
}

/// A field's name with a place to break before each capital inside it, so that a narrow column
/// breaks `supportedVersions` as `supported` / `Versions`, never in the middle of a word.
fn push_breakable(out: &mut Markup, name: &str) {
    let mut start = 0;
    // A byte loop: a searcher for the capitals cost the module code of its own, and a capital
    // is one byte, so each one found starts a character.
    for (at, byte) in name.bytes().enumerate() {
        if byte.is_ascii_uppercase() && at > start {
            out.text(&name[start..at]).tags("<wbr>");
            start = at;
        }
    }
    out.text(&name[start..]);
}
