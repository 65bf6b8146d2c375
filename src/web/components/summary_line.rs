//! One line saying what was pasted, how many findings of each kind, and the verdict.

use super::markup_html;
use crate::engine::Report;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::web::text;
use yew::prelude::*;

pub struct SummaryLineProps {
    pub lang: Lang,
    pub report: crate::web::shared::Shared<Report>,
    pub check_ms: f64,
}

pub fn summary_line(props: SummaryLineProps) -> Html {
    let lang = props.lang;
    let report = &props.report;
    let valid = report.is_valid();
    let (errors, warnings, notes) = (
        report.count(Severity::Error),
        report.count(Severity::Warning),
        report.count(Severity::Info),
    );
    // The paragraph stays, so that what changes inside it is announced; what it says is markup
    // of our own (see `crate::markup::Markup`).
    let mut inner = Markup::default();
    inner
        .tags("<strong>")
        .text(if valid { "✓ " } else { "✖ " })
        .text(report.verdict().get(lang))
        .tags("</strong>")
        .text("\u{a0}— ")
        .text(report.kind.label().get(lang));
    for (severity, n) in [
        (Severity::Error, errors),
        (Severity::Warning, warnings),
        (Severity::Info, notes),
    ] {
        inner.text(" · ").text(&severity.noun().of(n, lang));
    }
    html! {
        <p class="mcpa-summary" data-summary="" data-valid={valid.then_some("")} data-kind={report.kind.id()}
           data-errors={errors.to_string()} data-warnings={warnings.to_string()} data-notes={notes.to_string()}
           data-check-ms={text::decimal(props.check_ms, 2)} role="status" aria-live="polite">
            { markup_html(inner) }
        </p>
    }
}
