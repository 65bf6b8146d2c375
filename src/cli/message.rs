//! Sentences the command line builds itself: both languages are compiled natively, and the
//! reader's language is picked when printing. [`Message`] and [`msg!`] live in `spec`, since the
//! browser's reference view builds sentences the same way.

pub use crate::spec::Message;
pub(crate) use crate::spec::msg;
