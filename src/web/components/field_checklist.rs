//! The specification's field table as a live checklist of the pasted document.

use super::validator::Editor;
use super::{push_heading, push_markup, push_with_code};
use crate::engine::{FieldStatus, Report, table_of};
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
    pub report: crate::web::Shared<Report>,
    /// Fields owned by the anatomy part the reader selected.
    pub related: Vec<&'static str>,
    /// What a field's button acts on.
    pub editor: Rc<Editor>,
}

/// Drawn with the editor, as `diagnostic_list` is. The table is markup of our own (see
/// `web::markup::push_escaped`): it changes with the report, while the focus is in the text, and with
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
    let mut inner = String::new();
    push_heading(&mut inner, props.heading, "", "", &title);
    inner.push_str("<table><tbody>");
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
        push_markup(
            &mut inner,
            &[
                "<tr data-field=\"",
                id,
                "\" data-status=\"",
                state.status.as_str(),
                "\"",
            ],
        );
        inner.push_str(if related { " data-related=\"\">" } else { ">" });
        inner.push_str("<th scope=\"row\"><button type=\"button\" class=\"mcpa-field-go\">");
        push_breakable(
            &mut inner,
            if id == "serverInfo" {
                "_meta › serverInfo"
            } else {
                id
            },
        );
        inner.push_str("</button>");
        if related {
            push_markup(
                &mut inner,
                &[
                    "<span class=\"mcpa-related\">",
                    text::RELATED_MARK.get(lang),
                    "</span>",
                ],
            );
        }
        push_markup(&mut inner, &["</th><td>", presence.get(lang), "</td><td>"]);
        push_with_code(&mut inner, field.meaning.get(lang));
        push_markup(
            &mut inner,
            &[
                "</td><td class=\"mcpa-status\">",
                status.get(lang),
                "</td></tr>",
            ],
        );
    }
    inner.push_str("</tbody></table>");
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
            { Html::from_html_unchecked(inner.into()) }
        </section>
    }
}

/// A field's name with a place to break before each capital inside it, so that a narrow column
/// breaks `supportedVersions` as `supported` / `Versions`, never in the middle of a word.
fn push_breakable(out: &mut String, name: &str) {
    let mut start = 0;
    // A byte loop: a searcher for the capitals cost the module code of its own, and a capital
    // is one byte, so each one found starts a character.
    for (at, byte) in name.bytes().enumerate() {
        if byte.is_ascii_uppercase() && at > start {
            push_markup(out, &["", &name[start..at], "<wbr>"]);
            start = at;
        }
    }
    push_markup(out, &["", &name[start..]]);
}
