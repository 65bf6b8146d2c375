//! The validator's findings as the reference page writes them: a block under its caption, a
//! list's own and those it tells once for several of its items (with a link to each), an
//! item's own and a line leading to those its list tells.

use super::frame::Frame;
use super::{Entry, Finding, Section};
#[cfg(not(target_arch = "wasm32"))]
use crate::inert::inert;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::surface::reference::{Tone, label};

pub(super) fn findings<D>(out: &mut Markup, findings: &[Finding], caption: &str, frame: &Frame<D>) {
    if !findings.is_empty() {
        open_findings(out, caption);
        finding_items(out, findings, frame);
        out.tags("</ul></div>");
    }
}

fn open_findings(out: &mut Markup, caption: &str) {
    out.tags("<div class=\"mcpa-ref-findings\">");
    if !caption.is_empty() {
        out.element("p", &[("class", Some("mcpa-ref-caption"))], caption);
    }
    out.tags("<ul>");
}

fn finding_items<D>(out: &mut Markup, findings: &[Finding], frame: &Frame<D>) {
    for finding in findings {
        finding_item(out, finding, None, frame);
        out.tags("</li>");
    }
}

/// A list's findings: its own, then those the same at several of its items, each with the
/// items it concerns.
pub(super) fn list_findings<D>(out: &mut Markup, section: &Section, frame: &Frame<D>) {
    if section.findings.is_empty() && section.repeated.is_empty() {
        return;
    }
    let lang = frame.lang;
    open_findings(out, label::FINDINGS_ABOUT_LIST.get(lang));
    finding_items(out, &section.findings, frame);
    for group in &section.repeated {
        finding_item(out, &group.finding, Some(&group.anchor), frame);
        let words = label::items_with_finding(section.kind, group.items.len());
        out.tags("<details class=\"mcpa-ref-places\">")
            .element("summary", &[], words.get(lang))
            .tags("<p>");
        for (index, (anchor, name)) in group.items.iter().enumerate() {
            if index > 0 {
                out.tags(", ");
            }
            let link = format!("#{anchor}");
            out.element("a", &[("href", Some(&link))], name);
        }
        out.tags("</p></details></li>");
    }
    out.tags("</ul></div>");
}

/// An item's findings: its own, then those its list tells, each leading there.
pub(super) fn item_findings<D>(out: &mut Markup, entry: &Entry, frame: &Frame<D>) {
    if entry.findings.is_empty() && entry.told.is_empty() {
        return;
    }
    let lang = frame.lang;
    open_findings(out, label::FINDINGS.get(lang));
    finding_items(out, &entry.findings, frame);
    for told in &entry.told {
        let tone = Tone::of(told.severity).class();
        let attributes = [
            ("class", Some("mcpa-ref-told")),
            ("data-severity", Some(tone)),
            ("data-code", Some(told.code.as_str())),
        ];
        out.open("li", &attributes);
        severity_and_code(out, told.severity, &told.code, lang);
        out.text(label::TOLD_WITH_LIST.get(lang)).tags(" ");
        let link = format!("#{}", told.anchor);
        out.element(
            "a",
            &[("href", Some(&link))],
            label::LIST_FINDINGS.get(lang),
        );
        out.tags(".</li>");
    }
    out.tags("</ul></div>");
}

/// A finding's line, left open for what follows it: its severity, code, sentence and place.
fn finding_item<D>(out: &mut Markup, finding: &Finding, id: Option<&str>, frame: &Frame<D>) {
    let (lang, tone) = (frame.lang, Tone::of(finding.severity).class());
    out.open(
        "li",
        &[
            ("id", id),
            ("data-severity", Some(tone)),
            ("data-code", Some(finding.code.as_str())),
        ],
    );
    // A gathered finding's light-DOM anchor on a static page, as an item's (`item`).
    #[cfg(not(target_arch = "wasm32"))]
    if let (Some(id), true) = (id, frame.bodies_now) {
        out.open("slot", &[("name", Some(id))]).close("slot");
    }
    severity_and_code(out, finding.severity, &finding.code, lang);
    out.with_code(&finding.message);
    let line = format!("{} {}", label::LINE.get(lang), finding.line);
    // The view reads one text: only a page of several inputs names them.
    #[cfg(not(target_arch = "wasm32"))]
    let line = match frame.name_sources {
        true => format!("{}, {line}", inert(&finding.source)),
        false => line,
    };
    let at = format!(" ({line})");
    out.element("span", &[("class", Some("mcpa-ref-at"))], &at);
}

/// What every finding's line starts with: "warning `tool/schema-dialect`: ".
fn severity_and_code(out: &mut Markup, severity: Severity, code: &str, lang: Lang) {
    let word = severity.noun().form(1, lang);
    out.element("span", &[("class", Some("mcpa-severity"))], word);
    out.tags(" ").code(code).tags(": ");
}
