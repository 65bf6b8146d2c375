//! What the editor's listeners act on (`Editor`): the handles of one draw of the editor
//! (`validator`), shared by the pieces it draws (`code_editor`, `diagnostic_list`,
//! `field_checklist`), which act on the text, the findings and the fields through it.

use crate::engine;
use crate::engine::ResultKind;
use crate::spec::notices;
use crate::spec::parts::owner_of_finding;
use crate::spec::samples::{SAMPLES, Sample};
use crate::web::editor_state::{EditorAction, EditorState, Notice, byte_to_utf16, utf16_to_byte};
use crate::web::hooks::use_help::{or_later, when_here};
use crate::web::hooks::use_saved_text;
use crate::web::{share, textarea};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Pause in typing before the text is checked again.
const DEBOUNCE_MS: u32 = 100;

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
    /// Where the text is kept (`use_saved_text`).
    pub storage_key: Rc<str>,
    pub timer: Rc<std::cell::RefCell<Option<Timeout>>>,
    /// Tells the anatomy which part owns what the reader is looking at.
    pub on_related: Callback<&'static str>,
}

impl PartialEq for Editor {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Editor {
    pub fn area(&self) -> Option<HtmlTextAreaElement> {
        self.textarea.cast::<HtmlTextAreaElement>()
    }

    /// Keeps the text; the first time the browser refuses, the editor says so.
    fn save(&self, text: &str) {
        if !use_saved_text::save(&self.storage_key, text) && !self.state.storage_unavailable {
            self.state.dispatch(EditorAction::StorageUnavailable);
        }
    }

    /// New text, saved and checked at once.
    fn replace(&self, text: Rc<str>) {
        self.save(&text);
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
        self.save(&value);
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
    pub fn toolbar_change(&self, event: Event) {
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

    pub fn toolbar_click(&self, event: MouseEvent) {
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
                self.notice(Notice::None);
            }
            None => self.notice(Notice::Said(notices::FORMAT_NOT_JSON)),
        }
    }

    /// What Format or Share (or the share link the page was opened with) says now.
    pub fn notice(&self, notice: Notice) {
        self.state.dispatch(EditorAction::Notice(notice));
    }

    fn share(&self) {
        let state = self.state.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let notice = match share::encode(&state.text).await {
                Ok(fragment) => {
                    let Some(window) = web_sys::window() else {
                        return;
                    };
                    let _ = window.location().set_hash(&fragment);
                    Notice::Link(window.location().href().unwrap_or_default())
                }
                Err(error) => Notice::share_problem(error),
            };
            state.dispatch(EditorAction::Notice(notice));
        });
    }
}
