//! A value the Yew widgets' props share, at the bottom of `web` with the host's facts
//! (`host.rs`): the editor's state makes it, the components compare it.

/// A value shared between components that is never changed in place, so two of them are equal
/// exactly when they are the same allocation. Props compare it by pointer: a new report is a
/// new value, and comparing reports member by member would cost the module kilobytes.
pub struct Shared<T>(std::rc::Rc<T>);

impl<T> Shared<T> {
    pub fn new(value: T) -> Self {
        Shared(std::rc::Rc::new(value))
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}
