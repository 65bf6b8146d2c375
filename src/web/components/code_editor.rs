//! The text area with line numbers, gutter markers, syntax colours and underlines. Only the
//! lines in view are drawn, so a megabyte-sized document types as fast as a small one.

use super::with_code;
use crate::engine::Report;
use crate::highlight::json_tokens;
use crate::spec::Lang;
use crate::spec::codes::Severity;
use crate::web::hooks::use_help::use_help;
use crate::web::text;
use crate::web::textarea::LINE_PX;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Lines drawn around the view; more than fit in the editor's height.
const WINDOW_LINES: usize = 48;
/// A line longer than this is drawn plain.
const LONG_LINE: usize = 4000;

#[derive(Properties, PartialEq)]
pub struct CodeEditorProps {
    pub lang: Lang,
    pub id: String,
    pub initial: Rc<str>,
    pub text: Rc<str>,
    pub line_starts: Rc<Vec<usize>>,
    pub report: crate::web::Shared<Report>,
    pub colour: bool,
    pub textarea: NodeRef,
    /// Shows `text` in a read-only view instead of the text area.
    pub detached: bool,
    /// The element that scrolls in the read-only view.
    pub viewer: NodeRef,
    /// The text after an edit, and whether to check it at once (paste).
    pub on_input: Callback<(String, bool)>,
    /// A paste too large for the text area.
    pub on_large_paste: Callback<String>,
    pub on_marker: Callback<usize>,
}

pub fn severity_symbol(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "✖",
        Severity::Warning => "▲",
        Severity::Info => "●",
    }
}

pub fn severity_name(severity: Severity) -> crate::spec::Text {
    match severity {
        Severity::Error => text::SEVERITY_ERROR,
        Severity::Warning => text::SEVERITY_WARNING,
        Severity::Info => text::SEVERITY_INFO,
    }
}

#[function_component(CodeEditor)]
pub fn code_editor(props: &CodeEditorProps) -> Html {
    let first_line = use_state(|| 0usize);
    let layers = use_node_ref();
    let gutter = use_node_ref();
    let pasted = use_mut_ref(|| false);
    // The markers' tips say the findings' sentences, whose templates come with the help table.
    use_help(!props.report.diagnostics.is_empty());

    let spacer = use_node_ref();
    // The element that scrolls: the text area, or the read-only view of a large document.
    let scroller = {
        let (textarea, viewer, detached) =
            (props.textarea.clone(), props.viewer.clone(), props.detached);
        move || {
            if detached {
                viewer.cast::<Element>()
            } else {
                textarea.cast::<Element>()
            }
        }
    };
    // Keep the drawn window aligned with the scroll position.
    let align = {
        let (layers, gutter, scroller) = (layers.clone(), gutter.clone(), scroller.clone());
        move |first: usize| {
            let Some(area) = scroller() else { return };
            let dy = first as i64 * i64::from(LINE_PX) - i64::from(area.scroll_top());
            let dx = -i64::from(area.scroll_left());
            if let Some(layer) = layers.cast::<HtmlElement>() {
                let _ = layer
                    .style()
                    .set_property("transform", &format!("translate({dx}px, {dy}px)"));
            }
            if let Some(numbers) = gutter.cast::<HtmlElement>() {
                let _ = numbers
                    .style()
                    .set_property("transform", &format!("translateY({dy}px)"));
            }
        }
    };
    // The read-only view scrolls over a spacer as tall as the document.
    {
        let (spacer, lines) = (spacer.clone(), props.line_starts.len());
        use_effect_with((props.detached, lines), move |(detached, lines)| {
            if let (true, Some(spacer)) = (*detached, spacer.cast::<HtmlElement>()) {
                let height = *lines as i64 * i64::from(LINE_PX) + 16;
                let _ = spacer
                    .style()
                    .set_property("height", &format!("{height}px"));
            }
        });
    }
    {
        let align = align.clone();
        use_effect_with((*first_line, props.text.clone()), move |(first, _)| {
            align(*first)
        });
    }
    // The text area is left uncontrolled, so re-rendering never resets what the reader typed;
    // it gets its first text once, here.
    {
        let (textarea, initial) = (props.textarea.clone(), props.initial.clone());
        use_effect_with((), move |_| {
            if let Some(area) = textarea.cast::<HtmlTextAreaElement>() {
                area.set_value(&initial);
            }
        });
    }
    let onscroll = {
        let first_line = first_line.clone();
        Callback::from(move |_: Event| {
            let Some(area) = scroller() else { return };
            let top_line = (area.scroll_top() / LINE_PX).max(0) as usize;
            let first = top_line.saturating_sub(8);
            if first != *first_line {
                first_line.set(first);
            }
            align(*first_line);
        })
    };
    let oninput = {
        let (on_input, textarea, pasted) = (
            props.on_input.clone(),
            props.textarea.clone(),
            pasted.clone(),
        );
        Callback::from(move |_: InputEvent| {
            if let Some(area) = textarea.cast::<HtmlTextAreaElement>() {
                let immediate = std::mem::take(&mut *pasted.borrow_mut());
                on_input.emit((area.value(), immediate));
            }
        })
    };
    let onpaste = {
        let (pasted, on_large_paste) = (pasted.clone(), props.on_large_paste.clone());
        Callback::from(move |event: Event| {
            let large = event
                .dyn_ref::<web_sys::ClipboardEvent>()
                .and_then(|e| e.clipboard_data())
                .and_then(|data| data.get_data("text/plain").ok())
                .filter(|text| text.len() > crate::web::editor_state::LARGE_DOCUMENT);
            match large {
                Some(text) => {
                    event.prevent_default();
                    on_large_paste.emit(text);
                }
                None => *pasted.borrow_mut() = true,
            }
        })
    };

    let lang = props.lang;
    let text: &str = &props.text;
    let starts = &props.line_starts;
    // The report may lag behind the text while typing; draw only what still fits.
    let line_count = starts.len().max(1);
    let first = (*first_line).min(line_count.saturating_sub(1));
    let last = (first + WINDOW_LINES).min(line_count);
    // Diagnostics touching the drawn lines (1-based first + 1 ..= last), found once per render.
    let visible: Vec<(usize, &crate::engine::Located)> = props
        .report
        .diagnostics
        .iter()
        .enumerate()
        .filter(|(_, d)| d.start.line <= last && d.end.line > first)
        .collect();
    let line_html = (first..last).map(|index| {
        let start = starts.get(index).copied().unwrap_or(0).min(text.len());
        let end = starts
            .get(index + 1)
            .map_or(text.len(), |next| next - 1)
            .clamp(start, text.len());
        draw_line(text, start, end, &visible, props.colour)
    });
    let gutter_html = (first..last).map(|index| {
        let number = index + 1;
        let markers: Vec<(usize, &crate::engine::Located)> = visible
            .iter()
            .filter(|(_, d)| d.start.line == number)
            .copied()
            .collect();
        let worst = markers.iter().map(|(_, d)| d.diagnostic.severity()).max();
        html! {
            <div class="mcpa-gutter-line">
                <span class="mcpa-line-number">{ number }</span>
                if let Some(worst) = worst {
                    { marker(lang, worst, &markers, &props.on_marker, &format!("{}-tip-{number}", props.id)) }
                }
            </div>
        }
    });
    html! {
        <div class="mcpa-editor">
            <div class="mcpa-gutter"><div class="mcpa-gutter-inner" ref={gutter}>{ for gutter_html }</div></div>
            <div class="mcpa-editor-body">
                <div class="mcpa-layers" aria-hidden="true" ref={layers}>
                    <pre class="mcpa-layer">{ for line_html }</pre>
                </div>
                if props.detached {
                    <div class="mcpa-textarea mcpa-viewer" data-large-view="" tabindex="0" role="region"
                        aria-label={text::EDITOR_LABEL.get(lang)} ref={props.viewer.clone()} onscroll={onscroll.clone()}>
                        <div class="mcpa-spacer" ref={spacer}></div>
                    </div>
                }
                <textarea
                    id={props.id.clone()}
                    hidden={props.detached}
                    class="mcpa-textarea"
                    part="editor"
                    data-editor=""
                    ref={props.textarea.clone()}
                    spellcheck="false"
                    autocomplete="off"
                    wrap="off"
                    aria-label={text::EDITOR_LABEL.get(lang)}
                    {oninput}
                    {onpaste}
                    {onscroll}
                />
            </div>
        </div>
    }
}

fn marker(
    lang: Lang,
    worst: Severity,
    markers: &[(usize, &crate::engine::Located)],
    on_marker: &Callback<usize>,
    tip_id: &str,
) -> Html {
    let first_index = markers[0].0;
    // One message a line; each closes its code spans, so the lines split into code alike. The
    // tip names the marker: read aloud, its code elements are words, not backticks.
    let message = markers
        .iter()
        .map(|(_, d)| {
            format!(
                "{}: {}",
                severity_name(d.diagnostic.severity()).get(lang),
                d.diagnostic.message(lang)
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let onclick = on_marker.reform(move |_: MouseEvent| first_index);
    html! {
        <span class="mcpa-marker-wrap">
            <button type="button" class="mcpa-marker" data-severity={worst.as_str()} aria-labelledby={tip_id.to_owned()} {onclick}>
                { severity_symbol(worst) }
            </button>
            <span class="mcpa-tip" role="tooltip" id={tip_id.to_owned()}>{ with_code(&message) }</span>
        </span>
    }
}

/// One line: token colours and diagnostic underlines, as text only.
fn draw_line(
    text: &str,
    start: usize,
    end: usize,
    diagnostics: &[(usize, &crate::engine::Located)],
    colour: bool,
) -> Html {
    // Diagnostics may lag the text by a keystroke; never slice inside a character.
    let Some(line) = text.get(start..end) else {
        return html! { <div class="mcpa-code-line"></div> };
    };
    // Diagnostics touching this line, by byte range within it.
    let marks: Vec<(usize, usize, Severity)> = diagnostics
        .iter()
        .map(|(_, d)| *d)
        .filter(|d| {
            d.diagnostic.span.start < end.max(start + 1)
                && d.diagnostic.span.end.max(d.diagnostic.span.start + 1) > start
        })
        .map(|d| {
            let s = d.diagnostic.span.start.max(start) - start;
            let e = d
                .diagnostic
                .span
                .end
                .max(d.diagnostic.span.start + 1)
                .min(end)
                - start;
            (s, e.max(s), d.diagnostic.severity())
        })
        .collect();
    let pieces: Vec<(crate::highlight::TokenKind, &str)> = if colour && line.len() <= LONG_LINE {
        json_tokens(line)
    } else {
        vec![(crate::highlight::TokenKind::Plain, line)]
    };
    let mut html = Vec::new();
    let mut offset = 0;
    for (kind, piece) in pieces {
        let piece_end = offset + piece.len();
        // Split the token where an underline starts or stops.
        let mut cuts: Vec<usize> = marks
            .iter()
            .flat_map(|(s, e, _)| [*s, *e])
            .filter(|c| *c > offset && *c < piece_end && line.is_char_boundary(*c))
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        let mut at = offset;
        for cut in cuts.into_iter().chain(std::iter::once(piece_end)) {
            let worst = marks
                .iter()
                .filter(|(s, e, _)| *s <= at && *e > at)
                .map(|(_, _, sev)| *sev)
                .max();
            let mark = worst.map(Severity::as_str);
            html.push(
                html! { <span data-tok={kind.as_str()} data-mark={mark}>{ &line[at..cut] }</span> },
            );
            at = cut;
        }
        offset = piece_end;
    }
    // A mark at the end of a line (a missing comma, the end of the text) still shows.
    if marks.iter().any(|(s, _, _)| *s >= line.len()) {
        let worst = marks
            .iter()
            .filter(|(s, _, _)| *s >= line.len())
            .map(|(_, _, sev)| *sev)
            .max();
        html.push(html! { <span class="mcpa-mark-eol" data-mark={worst.map(Severity::as_str)}>{ " " }</span> });
    }
    html! { <div class="mcpa-code-line">{ for html }</div> }
}
