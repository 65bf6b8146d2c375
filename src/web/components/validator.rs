//! The editor widget: paste a server/discover response and see, in place, what breaks the
//! field table, why, and how to fix it. Everything runs in the page.

use super::code_editor::CodeEditor;
use super::diagnostic_list::{DiagnosticListProps, diagnostic_list};
use super::field_checklist::{FieldChecklistProps, field_checklist};
use super::markup_html;
use super::notice_lines::{Notice, NoticeLinesProps, notice_lines};
use super::summary_line::{SummaryLineProps, summary_line};
use crate::engine;
use crate::engine::ResultKind;
use crate::markup::Markup;
use crate::spec::parts::owner_of_finding;
use crate::spec::samples::{SAMPLES, Sample};
use crate::spec::{Lang, notices};
use crate::web::editor_state::{
    EditorAction, EditorState, LARGE_DOCUMENT, byte_to_utf16, utf16_to_byte,
};
use crate::web::hooks::use_help::{or_later, use_help, when_here};
use crate::web::hooks::use_saved_text::use_saved_text;
use crate::web::textarea;
use crate::web::{share, text};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Pause in typing before the text is checked again.
const DEBOUNCE_MS: u32 = 100;

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
    let initial: Rc<str> = {
        let saved_initial = saved.initial.clone();
        (*use_memo((), move |_| {
            Rc::<str>::from(saved_initial.unwrap_or_else(|| SAMPLES[0].text.to_owned()))
        }))
        .clone()
    };
    let state = {
        let initial = initial.clone();
        use_reducer(move || EditorState::new(&initial))
    };
    let notice = use_state(|| Notice::None);
    // The help table says the findings, and the notices (`spec::notices`); a document shown
    // read-only is a large one.
    let help = use_help(
        !state.report.diagnostics.is_empty()
            || state.is_large()
            || !matches!(*notice, Notice::None),
    );
    let textarea_ref = use_node_ref();
    let viewer_ref = use_node_ref();
    let timer = use_mut_ref(|| None::<Timeout>);
    let editor_id = ["mcpa-", &props.instance.to_string(), "-editor"].concat();
    let editor = Rc::new(Editor {
        state: state.clone(),
        textarea: textarea_ref.clone(),
        viewer: viewer_ref.clone(),
        save: saved.save.clone(),
        notice: notice.clone(),
        timer,
        on_related: props.on_related_part.clone(),
    });
    {
        // Not saved until edited: opening a link must not overwrite the reader's own draft.
        let editor = editor.clone();
        use_effect_with((), move |_| {
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
                        Err(error) => editor.notice.set(Notice::share_problem(error)),
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
            { notice_lines(NoticeLinesProps { lang, storage_unavailable: saved.unavailable, detached: state.detached.then_some(state.text.len()), large: state.is_large(), notice: &notice }) }
            { summary_line(SummaryLineProps { lang, report: state.report.clone(), check_ms: state.check_ms }) }
            <CodeEditor lang={lang} id={editor_id} initial={initial} editor={editor.clone()} />
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

/// What the editor's listeners act on: the handles of one draw, in one allocation that every
/// listener shares (a copy of each handle per listener cost the module its own code), the code
/// editor's among them. A new one each draw, so the code editor is drawn with the editor, as it
/// was when its listeners were new callbacks each draw.
#[derive(Clone)]
pub struct Editor {
    pub state: UseReducerHandle<EditorState>,
    /// The text area, and the element that scrolls in the read-only view of a large document.
    pub textarea: NodeRef,
    pub viewer: NodeRef,
    save: Callback<Rc<str>>,
    notice: UseStateHandle<Notice>,
    timer: Rc<std::cell::RefCell<Option<Timeout>>>,
    /// Tells the anatomy which part owns what the reader is looking at.
    on_related: Callback<&'static str>,
}

impl PartialEq for Editor {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Editor {
    fn area(&self) -> Option<HtmlTextAreaElement> {
        self.textarea.cast::<HtmlTextAreaElement>()
    }

    /// New text, saved and checked at once.
    fn replace(&self, text: Rc<str>) {
        self.save.emit(text.clone());
        self.state.dispatch(EditorAction::Replace(text));
    }

    /// The text after an edit, checked at once after a paste, else after a pause in typing.
    pub fn input(&self, value: String, immediate: bool) {
        let value: Rc<str> = Rc::from(value);
        if immediate {
            self.timer.borrow_mut().take();
            self.replace(value);
            return;
        }
        self.save.emit(value.clone());
        self.state.dispatch(EditorAction::Edit(value));
        let state = self.state.clone();
        *self.timer.borrow_mut() = Some(Timeout::new(DEBOUNCE_MS, move || {
            state.dispatch(EditorAction::Validate)
        }));
    }

    /// Puts new text in the text area (undoably) and checks it at once.
    fn load(&self, new_text: String) {
        if let Some(area) = self.area() {
            textarea::replace_all(&area, &new_text);
        }
        self.replace(Rc::from(new_text));
    }

    /// A paste too large for the text area: shown read-only.
    pub fn large_paste(&self, pasted: String) {
        if let Some(area) = self.area() {
            area.set_value("");
        }
        self.state.dispatch(EditorAction::Detach(Rc::from(pasted)));
    }

    /// Selects a finding: its text in the text area (or its line in the read-only view) and the
    /// anatomy's part that owns it.
    pub fn activate(&self, index: usize) {
        let report = &self.state.report;
        let Some(located) = report.diagnostics.get(index) else {
            return;
        };
        if self.state.detached {
            if let Some(viewer) = self.viewer.cast::<web_sys::Element>() {
                textarea::scroll_to_line(&viewer, located.start.line);
            }
        } else if let Some(area) = self.area() {
            textarea::select(
                &area,
                located.start.utf16 as u32,
                located.end.utf16 as u32,
                located.start.line,
            );
        }
        self.state.dispatch(EditorAction::Select(Some(index)));
        let d = &located.diagnostic;
        let bare = report.kind.is_bare_result();
        self.on_related
            .emit(owner_of_finding(d.code.id(), &d.pointer, bare).id);
    }

    pub fn fix(&self, index: usize, fix_index: usize) {
        let Some(located) = self.state.report.diagnostics.get(index) else {
            return;
        };
        let (Some(fix), Some(positions)) = (
            located.diagnostic.fixes.get(fix_index),
            located.edit_positions.get(fix_index),
        ) else {
            return;
        };
        let Some(area) = self.area() else {
            return;
        };
        // In the engine's order, so that the text area ends up as `apply_edits` would.
        let undoable = engine::edit_order(&fix.edits).into_iter().all(|index| {
            let (edit, (start, end)) = (&fix.edits[index], &positions[index]);
            textarea::replace_range(&area, start.utf16 as u32, end.utf16 as u32, &edit.insert)
        });
        if !undoable && let Some(fixed) = engine::apply_edits(&self.state.text, &fix.edits) {
            area.set_value(&fixed);
        }
        self.replace(Rc::from(area.value()));
    }

    /// A row of the field table: the anatomy's part that owns the field, and the caret at it.
    pub fn field(&self, field_id: &'static str) {
        if let Some(part) = crate::spec::parts::owner_of_field(field_id) {
            self.on_related.emit(part.id);
        }
        let offset = (self.state.report.fields.iter())
            .find(|f| f.id == field_id)
            .and_then(|f| f.offset);
        if let (Some(offset), Some(area)) = (offset, self.area()) {
            let position = engine::resolve_positions(&self.state.text, &mut [offset])[0];
            textarea::select(
                &area,
                position.utf16 as u32,
                position.utf16 as u32,
                position.line,
            );
        }
    }

    /// The toolbar is markup of our own that never changes (see `toolbar`): one listener of
    /// each kind serves its controls, each named by its data attribute.
    fn toolbar_change(&self, event: Event) {
        let Some(select) = event.target_dyn_into::<HtmlSelectElement>() else {
            return;
        };
        let value = select.value();
        if select.has_attribute("data-samples") {
            if let Some(sample) = SAMPLES.iter().find(|s| s.id == value) {
                self.load_sample(sample);
            }
            select.set_value("");
        } else {
            let method = (ResultKind::ALL.iter())
                .map(|k| k.method)
                .find(|m| *m == value);
            self.state.dispatch(EditorAction::Method(method));
        }
    }

    /// A sample in the text area. One whose text is still on its way (`spec::later!`) comes
    /// with the help table, through this draw's handles, which stay valid.
    fn load_sample(&self, sample: &'static Sample) {
        let text = or_later(sample.text, "sample:", sample.id);
        if !text.is_empty() {
            return self.load(text.into_owned());
        }
        let handles = self.clone();
        when_here(Callback::from(move |()| {
            let text = or_later(sample.text, "sample:", sample.id);
            if !text.is_empty() {
                handles.load(text.into_owned());
            }
        }));
    }

    fn toolbar_click(&self, event: MouseEvent) {
        let button = (event.target())
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest("button").ok().flatten());
        match button {
            Some(button) if button.has_attribute("data-format") => self.format(),
            Some(button) if button.has_attribute("data-share") => self.share(),
            _ => {}
        }
    }

    fn format(&self) {
        let Some(area) = self.area() else {
            return;
        };
        let current = area.value();
        let caret = utf16_to_byte(&current, area.selection_start().ok().flatten().unwrap_or(0));
        match engine::format(&current, caret) {
            Some((pretty, new_caret)) => {
                textarea::replace_all(&area, &pretty);
                let at = byte_to_utf16(&pretty, new_caret);
                let line = pretty[..new_caret].matches('\n').count() + 1;
                textarea::select(&area, at, at, line);
                self.replace(Rc::from(pretty));
                self.notice.set(Notice::None);
            }
            None => self.notice.set(Notice::Said(notices::FORMAT_NOT_JSON)),
        }
    }

    fn share(&self) {
        let (text, notice) = (self.state.text.clone(), self.notice.clone());
        wasm_bindgen_futures::spawn_local(async move {
            match share::encode(&text).await {
                Ok(fragment) => {
                    if let Some(window) = web_sys::window() {
                        let _ = window.location().set_hash(&fragment);
                        let href = window.location().href().unwrap_or_default();
                        notice.set(Notice::Link(href));
                    }
                }
                Err(error) => notice.set(Notice::share_problem(error)),
            }
        });
    }
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
