//! The specification's field table as a live checklist of the pasted document.

use super::with_code;
use crate::engine::{FieldStatus, Report, table_of};
use crate::spec::Lang;
use crate::spec::fields::{Presence, field};
use crate::web::app::heading;
use crate::web::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FieldChecklistProps {
    pub lang: Lang,
    pub heading: u8,
    pub report: crate::web::Shared<Report>,
    /// Fields owned by the anatomy part the reader selected.
    pub related: Vec<&'static str>,
    pub on_activate: Callback<&'static str>,
}

#[function_component(FieldChecklist)]
pub fn field_checklist(props: &FieldChecklistProps) -> Html {
    let lang = props.lang;
    if props.report.fields.is_empty() {
        return html! {};
    }
    let rows = (props.report.fields.iter()).filter_map(|state| Some((field(state.id)?, state)));
    let rows = rows.map(|(field, state)| {
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
        let onclick = props.on_activate.reform(move |_: MouseEvent| id);
        let related = props.related.contains(&id);
        html! {
            <tr data-field={id} data-status={state.status.as_str()} data-related={related.then_some("")}>
                <th scope="row">
                    <button type="button" class="mcpa-field-go" {onclick}>{ breakable(if id == "serverInfo" { "_meta › serverInfo" } else { id }) }</button>
                    if related { <span class="mcpa-related">{ text::RELATED_MARK.get(lang) }</span> }
                </th>
                <td>{ presence.get(lang) }</td>
                <td>{ with_code(field.meaning.get(lang)) }</td>
                <td class="mcpa-status">{ status.get(lang) }</td>
            </tr>
        }
    });
    let title = format!(
        "{} {}",
        text::FIELDS_HEADING.get(lang),
        table_of(props.report.kind).method
    );
    html! {
        <section class="mcpa-fields" aria-label={title.clone()}>
            { heading(props.heading, None, None, &title) }
            <table><tbody>{ for rows }</tbody></table>
        </section>
    }
}

/// A field's name with a place to break before each capital inside it, so that a narrow column
/// breaks `supportedVersions` as `supported` / `Versions`, never in the middle of a word.
fn breakable(name: &'static str) -> Html {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, _) in name.match_indices(|c: char| c.is_ascii_uppercase()) {
        if at > start {
            pieces.push(html! { { &name[start..at] } });
            pieces.push(html! { <wbr /> });
            start = at;
        }
    }
    pieces.push(html! { { &name[start..] } });
    pieces.into_iter().collect()
}
