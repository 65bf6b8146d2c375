//! One line saying what was pasted, how many findings of each kind, and the verdict.

use crate::engine::Report;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::web::text;
use yew::prelude::*;

pub struct SummaryLineProps {
    pub lang: Lang,
    pub report: crate::web::Shared<Report>,
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
    let mut counts = ["\u{a0}— ", report.kind.label().get(lang)].concat();
    for (severity, n) in [(Severity::Error, errors), (Severity::Warning, warnings), (Severity::Info, notes)] {
        counts.push_str(" · ");
        counts.push_str(&severity.noun().of(n, lang));
    }
    html! {
        <p class="mcpa-summary" data-summary="" data-valid={valid.then_some("")} data-kind={report.kind.id()}
           data-errors={errors.to_string()} data-warnings={warnings.to_string()} data-notes={notes.to_string()}
           data-check-ms={text::decimal(props.check_ms, 2)} role="status" aria-live="polite">
            <strong>{ [if valid { "✓ " } else { "✖ " }, report.verdict().get(lang)].concat() }</strong>
            { counts }
        </p>
    }
}
