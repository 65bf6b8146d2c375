//! The editor widget: paste a server/discover response and see, in place, what breaks the
//! field table, why, and how to fix it. Everything runs in the page.

use super::code_editor::CodeEditor;
use super::diagnostic_list::{DiagnosticListProps, diagnostic_list};
use super::editor::Editor;
use super::field_checklist::{FieldChecklistProps, field_checklist};
use super::markup_html;
use super::notice_lines::{NoticeLinesProps, notice_lines};
use super::summary_line::{SummaryLineProps, summary_line};
use crate::engine::ResultKind;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::samples::SAMPLES;
use crate::web::editor_state::{EditorAction, EditorState, LARGE_DOCUMENT, Notice};
use crate::web::hooks::use_help::use_help;
use crate::web::hooks::use_saved_text::{self, use_saved_text};
use crate::web::{share, text};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ValidatorProps {
    pub lang: Lang,
    pub spec_base: AttrValue,
    pub storage_key: AttrValue,
    pub instance: u32,
    /// The level of the editor's title and, when it shows none, of its sections' headings.
    pub heading: u8,
    /// Whether the editor shows a title of its own (not when the widget's title names it).
    pub titled: bool,
    /// Fields owned by the part selected in the anatomy, if one is shown beside.
    #[prop_or_default]
    pub related_fields: Vec<&'static str>,
    /// Tells the anatomy which part owns what the reader is looking at.
    #[prop_or_default]
    pub on_related_part: Callback<&'static str>,
}

#[function_component(Validator)]
pub fn validator(props: &ValidatorProps) -> Html {
    let lang = props.lang;
    let saved = use_saved_text(&props.storage_key);
    // What was saved, else a sample; a share link, decoded once mounted, replaces either.
    let state = {
        let saved = saved.initial.clone();
        use_reducer(move || {
            let text = saved.as_deref().unwrap_or(SAMPLES[0].text);
            EditorState::new(text, use_saved_text::storage().is_none())
        })
    };
    // The help table says the findings, and the notices (`spec::notices`); a document shown
    // read-only is a large one.
    let help = use_help(
        !state.report.diagnostics.is_empty()
            || state.is_large()
            || !matches!(state.notice, Notice::None),
    );
    let textarea_ref = use_node_ref();
    let viewer_ref = use_node_ref();
    let timer = use_mut_ref(|| None::<Timeout>);
    let editor_id = ["mcpa-", &props.instance.to_string(), "-editor"].concat();
    let editor = Rc::new(Editor {
        state: state.clone(),
        textarea: textarea_ref.clone(),
        viewer: viewer_ref.clone(),
        storage_key: saved.key,
        timer,
        on_related: props.on_related_part.clone(),
    });
    {
        // The text area is left uncontrolled, so re-rendering never resets what the reader
        // typed; it gets its first text once, here. Then a share link's text, not saved until
        // edited: opening a link must not overwrite the reader's own draft.
        let editor = editor.clone();
        use_effect_with((), move |_| {
            if let Some(area) = editor.area() {
                area.set_value(&editor.state.text);
            }
            let hash = web_sys::window()
                .and_then(|w| w.location().hash().ok())
                .unwrap_or_default();
            if let Some(payload) = share::payload(&hash).map(str::to_owned) {
                wasm_bindgen_futures::spawn_local(async move {
                    match share::decode(&payload).await {
                        Ok(shared) if shared.len() > LARGE_DOCUMENT => editor.large_paste(shared),
                        Ok(shared) => {
                            if let Some(area) = editor.area() {
                                area.set_value(&shared);
                            }
                            editor
                                .state
                                .dispatch(EditorAction::Replace(Rc::from(shared)));
                        }
                        Err(error) => editor.notice(Notice::share_problem(error)),
                    }
                });
            }
        });
    }

    // The title and the hint are markup of our own (see `crate::markup::Markup`).
    let mut intro = Markup::default();
    if props.titled {
        intro.heading(
            props.heading,
            &[("class", Some("mcpa-validator-title"))],
            text::VALIDATOR_TITLE.get(lang),
        );
    }
    intro.element(
        "p",
        &[("class", Some("mcpa-hint"))],
        text::VALIDATOR_HINT.get(lang),
    );
    let related_fields = props.related_fields.clone();
    let section_heading = props.heading + u8::from(props.titled);
    html! {
        <section class="mcpa-validator" part="validator" aria-label={text::VALIDATOR_TITLE.get(lang)}>
            { markup_html(intro) }
            <div class="mcpa-toolbar" onchange={listen(&editor, Editor::toolbar_change)} onclick={listen(&editor, Editor::toolbar_click)}>
                { markup_html(toolbar(lang)) }
            </div>
            { notice_lines(NoticeLinesProps { lang, storage_unavailable: state.storage_unavailable, detached: state.detached.then_some(state.text.len()), large: state.is_large(), notice: &state.notice }) }
            { summary_line(SummaryLineProps { lang, report: state.report.clone(), check_ms: state.check_ms }) }
            <CodeEditor lang={lang} id={editor_id} editor={editor.clone()} />
            <div class="mcpa-validator-panels">
                { diagnostic_list(DiagnosticListProps { lang, heading: section_heading, report: state.report.clone(), selected: state.selected, spec_base: props.spec_base.clone(), editor: editor.clone(), help }) }
                { field_checklist(FieldChecklistProps { lang, heading: section_heading, report: state.report.clone(), related: related_fields, editor: editor.clone() }) }
            </div>
        </section>
    }
}

/// A listener that acts on the draw's one `Editor`.
fn listen<In: 'static>(editor: &Rc<Editor>, act: fn(&Editor, In)) -> Callback<In> {
    let editor = editor.clone();
    Callback::from(move |input| act(&editor, input))
}

/// The toolbar's controls: the samples, the method, Format and Share. The method's list is not
/// drawn again: only the reader changes it, and the browser shows what they chose.
fn toolbar(lang: Lang) -> Markup {
    let mut out = Markup::default();
    open_select(
        &mut out,
        text::SAMPLES_LABEL.get(lang),
        "data-samples",
        text::SAMPLES_PLACEHOLDER.get(lang),
    );
    for sample in SAMPLES {
        out.element(
            "option",
            &[("value", Some(sample.id))],
            sample.title.get(lang),
        );
    }
    out.tags("</select></label>");
    open_select(
        &mut out,
        text::METHOD_LABEL.get(lang),
        "data-method",
        text::METHOD_DETECTED.get(lang),
    );
    for kind in ResultKind::ALL {
        out.element("option", &[("value", Some(kind.method))], kind.method);
    }
    out.tags("</select></label><button type=\"button\" data-format=\"\">")
        .text(text::FORMAT_BUTTON.get(lang))
        .tags("</button><button type=\"button\" data-share=\"\">")
        .text(text::SHARE_BUTTON.get(lang))
        .tags("</button>");
    out
}

/// A list named by a hidden label and marked by its data attribute, opened with its first
/// option (`value=""`) chosen; the caller adds the others and closes it.
fn open_select(out: &mut Markup, label: &str, marker: &'static str, first: &str) {
    out.tags("<label><span class=\"mcpa-visually-hidden\">")
        .text(label)
        .tags("</span>")
        .open("select", &[(marker, Some("")), ("aria-label", Some(label))])
        .tags("<option value=\"\" selected=\"\">")
        .text(first)
        .tags("</option>");
}
