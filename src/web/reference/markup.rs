//! The reference view as markup: the frame only the view has (the theme switch, the filter, a
//! notice when there is nothing to show) around the page `docs` writes too
//! (`surface::page::write`), each item's body written when the item first opens. One string per
//! widget, so that the module carries no virtual DOM.

use crate::inert::inert;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::surface::page::frame::{self, CodeSpans};
use crate::surface::page::write;
use crate::surface::page::{Entry, Model};
use crate::surface::reference::label;
use crate::web::text;

/// The options of the widget that shape its markup.
pub struct Frame {
    pub instance: u32,
    pub lang: Lang,
    /// The title's heading level; the sections' are one deeper, the items' two.
    pub level: u8,
    pub title_shown: bool,
    pub theme: &'static str,
    pub allow_remote_icons: bool,
}

impl Frame {
    /// How the shared writer writes this widget's page.
    fn page<'a>(&self, ids: &'a str) -> frame::Frame<'a, CodeSpans> {
        frame::Frame {
            lang: self.lang,
            level: self.level + 1,
            ids,
            bodies_now: false,
            allow_remote_icons: self.allow_remote_icons,
            describe: &CodeSpans,
            copy: Some((text::COPY.get(self.lang), text::COPIED.get(self.lang))),
        }
    }

    fn ids(&self) -> String {
        format!("mcpa-{}-", self.instance)
    }
}

/// The whole widget; `judging` while its findings are on their way (`aria-busy`).
pub fn widget(
    frame: &Frame,
    body: &Result<Model, String>,
    problem: Option<String>,
    judging: bool,
) -> String {
    let lang = frame.lang;
    let mut out = Markup::with_capacity(16 * 1024);
    out.open(
        "div",
        &[
            ("class", Some("mcpa-root mcpa-reference")),
            ("part", Some("root")),
            ("data-theme", Some(frame.theme)),
            ("lang", Some(lang.tag())),
            ("data-view", Some("reference")),
            ("aria-busy", judging.then_some("true")),
        ],
    );
    out.tags("<header class=\"mcpa-header\">");
    if frame.title_shown {
        let title = match body {
            Ok(model) => model.title.as_str(),
            Err(_) => label::UNTITLED_REFERENCE.get(lang),
        };
        out.heading(frame.level, &[("class", Some("mcpa-title"))], title);
    }
    out.tags("<button type=\"button\" class=\"mcpa-theme\" data-theme-switch=\"\">")
        .text(&text::theme_switch_words(frame.theme, lang))
        .tags("</button></header>");
    // A notice's code (a method a reading error names) is shown as code, as in a finding.
    let notice = |out: &mut Markup, sentence: String| {
        let attributes = [
            ("class", Some("mcpa-notice")),
            ("role", Some("alert")),
            ("data-problem", Some("")),
        ];
        out.open("p", &attributes).with_code(&sentence).close("p");
    };
    match (problem, body) {
        (Some(problem), _) => notice(&mut out, problem),
        (None, Err(reason)) => notice(
            &mut out,
            format!("{}: {}.", text::DATA_UNREADABLE.get(lang), inert(reason)),
        ),
        (None, Ok(model)) => {
            write::summary(&mut out, model, lang);
            filter(&mut out, frame, model);
            let ids = frame.ids();
            write::sections(&mut out, model, &frame.page(&ids));
        }
    }
    out.tags("</div>");
    out.into_string()
}

/// The filter box and the line that says how many items it shows.
fn filter(out: &mut Markup, frame: &Frame, model: &Model) {
    let total = model.entries().count();
    if total == 0 {
        return;
    }
    let filter_id = format!("mcpa-{}-filter", frame.instance);
    out.tags("<div class=\"mcpa-ref-filter\" role=\"search\">");
    let label = text::FILTER_LABEL.get(frame.lang);
    out.element("label", &[("for", Some(&filter_id))], label);
    out.open(
        "input",
        &[
            ("id", Some(&filter_id)),
            ("type", Some("search")),
            ("autocomplete", Some("off")),
            ("spellcheck", Some("false")),
        ],
    );
    let total = total.to_string();
    let count = [
        ("class", Some("mcpa-ref-count")),
        ("aria-live", Some("polite")),
        ("data-shown", Some(total.as_str())),
    ];
    out.element("p", &count, "");
    out.tags("</div>");
}

/// An item's body, written when it first opens.
pub fn body(frame: &Frame, entry: &Entry) -> String {
    let mut out = Markup::with_capacity(4 * 1024);
    let ids = frame.ids();
    write::body(&mut out, entry, &frame.page(&ids));
    out.into_string()
}

/// What the filter's line says: nothing while the box is empty, else how many items it shows.
pub fn count_words(query_empty: bool, shown: usize, total: usize, lang: Lang) -> String {
    match (query_empty, shown) {
        (true, _) => String::new(),
        (false, 0) => text::NOTHING_MATCHES.get(lang).to_owned(),
        _ => format!(
            "{} {shown} {} {total}",
            text::SHOWN.get(lang),
            text::SHOWN_OF.get(lang)
        ),
    }
}
