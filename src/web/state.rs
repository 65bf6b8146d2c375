//! The anatomy's state: which part is selected, which is focused, which is previewed.

use crate::navigation::{self, Move};
use crate::spec::parts::PARTS;
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnatomyState {
    /// Chosen by click, tap, Enter or Space; what the panels fall back to.
    pub selected: &'static str,
    /// The part holding the roving tab stop.
    pub focused: &'static str,
    /// Shown in the panels while hovered or walked to with the keyboard.
    pub preview: Option<&'static str>,
}

impl Default for AnatomyState {
    fn default() -> Self {
        let first = PARTS[0].id;
        AnatomyState {
            selected: first,
            focused: first,
            preview: None,
        }
    }
}

impl AnatomyState {
    /// The part the panels describe.
    pub fn shown(&self) -> &'static str {
        self.preview.unwrap_or(self.selected)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Hover(&'static str),
    Unhover,
    Select(&'static str),
    /// A key press on the drawing; unknown keys change nothing.
    Navigate(Move),
    /// Enter or Space on the focused part.
    SelectFocused,
    /// Escape: back to the selected part.
    Restore,
    /// The drawing lost focus.
    Leave,
}

impl Reducible for AnatomyState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Hover(id) => next.preview = Some(id),
            Action::Unhover | Action::Leave => next.preview = None,
            Action::Select(id) => {
                next.selected = id;
                next.focused = id;
                next.preview = None;
            }
            Action::Navigate(movement) => {
                next.focused = navigation::step(self.focused, movement);
                next.preview = Some(next.focused);
            }
            Action::SelectFocused => {
                next.selected = self.focused;
                next.preview = None;
            }
            Action::Restore => {
                next.focused = self.selected;
                next.preview = None;
            }
        }
        if next == *self { self } else { Rc::new(next) }
    }
}
