//! The records of `conform --save` among the inputs of `check`, each judged again: its failed
//! checks as remarks of the CI formats (at the line of the check in the file), a checklist for
//! people, a JSON line, and whether one fails the run.

use super::model::{Conformance, Verdict};
use super::output;
use super::record::rejudge;
use crate::cli::inputs::Input;
use crate::cli::message::{Message, msg};
use crate::cli::model::{Remark, said};
use crate::spec::Lang;
use crate::spec::codes::Severity;
use serde_json::Value;

/// One record among the inputs, judged again, or why it could not be.
pub struct Rejudged {
    pub label: String,
    text: String,
    pub run: Result<Conformance, Message>,
}

/// Each record among `inputs`, in their order.
pub fn records(inputs: &[Input]) -> Vec<Rejudged> {
    (inputs.iter())
        .filter_map(|input| {
            let checked = input.content.as_ref().ok().filter(|c| c.conform_record)?;
            Some(Rejudged {
                label: input.label.clone(),
                text: checked.text.clone(),
                run: rejudge(&checked.text),
            })
        })
        .collect()
}

impl Rejudged {
    /// Why the record could not be judged, with its file named.
    pub fn problem(&self) -> Option<Message> {
        let problem = self.run.as_ref().err()?;
        Some(msg! {
            en: format!("{}: {}", self.label, problem.get(Lang::En)),
            ru: format!("{}: {}", self.label, problem.get(Lang::Ru)),
        })
    }

    /// Whether nothing could be judged: the record cannot be read, or its run never reached
    /// the server (as conform, `check` then exits 2).
    pub fn unjudged(&self) -> bool {
        self.run.as_ref().map_or(true, |run| run.out_of_reach)
    }

    /// Whether a check failed whose severity reaches `fail_on`.
    pub fn fails(&self, fail_on: Severity) -> bool {
        self.run.as_ref().is_ok_and(|run| run.fails(fail_on))
    }

    /// The failed checks, each at the line of its id in the file.
    pub fn remarks(&self, lang: Lang, base: &str) -> Vec<Remark> {
        let Ok(run) = &self.run else {
            return Vec::new();
        };
        let mut remarks = output::remarks(run, lang, base);
        for remark in &mut remarks {
            let id = format!("\"{}\"", remark.code.id());
            let line = (self.text.lines().position(|l| l.contains(&id))).map_or(1, |i| i + 1);
            remark.about = format!("{}: {}", self.label, remark.about);
            remark.place = Some((self.label.clone(), line));
        }
        remarks
    }

    /// The checklist, headed by the file and what it is.
    pub fn human(&self, lang: Lang, base: &str) -> String {
        let Ok(run) = &self.run else {
            return String::new();
        };
        let head = msg!(
            "{}: the record of a run of `conform`, judged again",
            "{}: повторная проверка записи прогона `conform`",
            self.label
        );
        format!("{}\n{}", said(&head, lang), output::human(run, lang, base))
    }

    /// The run as `conform --format json` prints it, with the file it came from.
    pub fn json(&self, lang: Lang, base: &str) -> Option<Value> {
        let run = self.run.as_ref().ok()?;
        let mut json = output::json(run, lang, base);
        let object = json.as_object_mut()?;
        object.insert("input".to_owned(), Value::String(self.label.clone()));
        let failed = (run.checks.iter()).filter(|c| c.verdict == Verdict::Fail);
        let codes: Vec<&str> = failed.map(|c| c.code.id()).collect();
        object.insert("failed".to_owned(), serde_json::json!(codes));
        Some(json)
    }
}
