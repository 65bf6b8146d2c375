//! The text area with line numbers, gutter markers, syntax colours and underlines. Only the
//! lines in view are drawn, so a megabyte-sized document types as fast as a small one.

use super::editor::Editor;
use super::{attribute_number, markup_html, push_finding_text};
use crate::highlight::json_tokens;
use crate::markup::Markup;
use crate::spec::Lang;
use crate::spec::codes::Severity;
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
    /// The editor's state (the text, its lines and report, whether it is shown read-only), its
    /// elements (the text area, and the element that scrolls in the read-only view), and what
    /// an edit, a paste too large for the text area and a marker's click do.
    pub editor: Rc<Editor>,
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
    let editor = &props.editor;
    let state = &editor.state;
    let first_line = use_state(|| 0usize);
    let layers = use_node_ref();
    let gutter = use_node_ref();
    let pasted = use_mut_ref(|| false);
    // The markers' tips say the findings' sentences, whose templates come with the help table:
    // the editor asks for it, and is drawn again when it comes, and this with it (its `Editor`
    // is new each draw).

    let spacer = use_node_ref();
    let view = Rc::new(Layers {
        editor: editor.clone(),
        layers: layers.clone(),
        gutter: gutter.clone(),
    });
    // One effect (each costs the module its own copy of Yew's effect code) for what follows the
    // text and the scroll position: the drawn window aligned with the scroll position, and the
    // spacer the read-only view scrolls over as tall as the document (setting it again when
    // only the position moved changes nothing).
    {
        let (view, spacer, lines) = (view.clone(), spacer.clone(), state.line_starts.len());
        let deps = (*first_line, state.text.clone(), state.detached);
        use_effect_with(deps, move |(first, _, detached)| {
            if let (true, Some(spacer)) = (*detached, spacer.cast::<HtmlElement>()) {
                let height = lines as i64 * i64::from(LINE_PX) + 16;
                let _ = spacer
                    .style()
                    .set_property("height", &[&*height.to_string(), "px"].concat());
            }
            view.align(*first)
        });
    }
    let onscroll = {
        let first_line = first_line.clone();
        Callback::from(move |_: Event| {
            let Some(area) = view.scroller() else { return };
            let top_line = (area.scroll_top() / LINE_PX).max(0) as usize;
            let first = top_line.saturating_sub(8);
            if first != *first_line {
                first_line.set(first);
            }
            view.align(*first_line);
        })
    };
    let oninput = {
        let (editor, pasted) = (editor.clone(), pasted.clone());
        Callback::from(move |_: InputEvent| {
            if let Some(area) = editor.textarea.cast::<HtmlTextAreaElement>() {
                let immediate = std::mem::take(&mut *pasted.borrow_mut());
                editor.input(area.value(), immediate);
            }
        })
    };
    let onpaste = {
        let (pasted, editor) = (pasted.clone(), editor.clone());
        Callback::from(move |event: Event| {
            let large = event
                .dyn_ref::<web_sys::ClipboardEvent>()
                .and_then(|e| e.clipboard_data())
                .and_then(|data| data.get_data("text/plain").ok())
                .filter(|text| text.len() > crate::web::editor_state::LARGE_DOCUMENT);
            match large {
                Some(text) => {
                    event.prevent_default();
                    editor.large_paste(text);
                }
                None => *pasted.borrow_mut() = true,
            }
        })
    };

    let lang = props.lang;
    // A large document is drawn plain.
    let colour = !state.is_large();
    let text: &str = &state.text;
    let starts = &state.line_starts;
    // The report may lag behind the text while typing; draw only what still fits.
    let line_count = starts.len().max(1);
    let first = (*first_line).min(line_count.saturating_sub(1));
    let last = (first + WINDOW_LINES).min(line_count);
    // Diagnostics touching the drawn lines (1-based first + 1 ..= last), found once per render.
    let visible: Vec<(usize, &crate::engine::Located)> = state
        .report
        .diagnostics
        .iter()
        .enumerate()
        .filter(|(_, d)| d.start.line <= last && d.end.line > first)
        .collect();
    // The drawn lines and the gutter are markup of our own, one string each: a tree of `html!`
    // nodes per token and marker cost the module kilobytes. A string that did not change keeps
    // its elements (and a focused marker its focus).
    let mut lines = Markup::default();
    let mut numbers = Markup::default();
    for index in first..last {
        let start = starts.get(index).copied().unwrap_or(0).min(text.len());
        let end = starts
            .get(index + 1)
            .map_or(text.len(), |next| next - 1)
            .clamp(start, text.len());
        draw_line(&mut lines, text, start, end, &visible, colour);
        let number = index + 1;
        let markers: Vec<(usize, &crate::engine::Located)> = visible
            .iter()
            .filter(|(_, d)| d.start.line == number)
            .copied()
            .collect();
        let number = number.to_string();
        numbers
            .tags("<div class=\"mcpa-gutter-line\"><span class=\"mcpa-line-number\">")
            .text(&number)
            .tags("</span>");
        if !markers.is_empty() {
            marker(&mut numbers, lang, &markers, &props.id, &number);
        }
        numbers.tags("</div>");
    }
    // One listener for every marker: each names its first finding.
    let on_gutter = {
        let editor = editor.clone();
        Callback::from(move |event: MouseEvent| {
            let finding = (event.target())
                .and_then(|target| target.dyn_into::<Element>().ok())
                .and_then(|element| element.closest("[data-finding]").ok().flatten())
                .and_then(|marker| marker.get_attribute("data-finding"));
            if let Some(index) = finding.as_deref().and_then(attribute_number) {
                editor.activate(index);
            }
        })
    };
    html! {
        <div class="mcpa-editor">
            <div class="mcpa-gutter"><div class="mcpa-gutter-inner" ref={gutter} onclick={on_gutter}>{ markup_html(numbers) }</div></div>
            <div class="mcpa-editor-body">
                <div class="mcpa-layers" aria-hidden="true" ref={layers}>
                    <pre class="mcpa-layer">{ markup_html(lines) }</pre>
                </div>
                if state.detached {
                    <div class="mcpa-textarea mcpa-viewer" data-large-view="" tabindex="0" role="region"
                        aria-label={text::EDITOR_LABEL.get(lang)} ref={editor.viewer.clone()} onscroll={onscroll.clone()}>
                        <div class="mcpa-spacer" ref={spacer}></div>
                    </div>
                }
                <textarea
                    id={props.id.clone()}
                    hidden={state.detached}
                    class="mcpa-textarea"
                    part="editor"
                    data-editor=""
                    ref={editor.textarea.clone()}
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

/// What the code editor's scrolling acts on: the editor's elements, and the drawn lines and
/// gutter that follow the scroll position (one allocation shared by a listener and an effect).
struct Layers {
    editor: Rc<Editor>,
    layers: NodeRef,
    gutter: NodeRef,
}

impl Layers {
    /// The element that scrolls: the text area, or the read-only view of a large document.
    fn scroller(&self) -> Option<Element> {
        let editor = &self.editor;
        if editor.state.detached {
            editor.viewer.cast::<Element>()
        } else {
            editor.textarea.cast::<Element>()
        }
    }

    /// Keeps the drawn window aligned with the scroll position.
    fn align(&self, first: usize) {
        let Some(area) = self.scroller() else { return };
        let dy = first as i64 * i64::from(LINE_PX) - i64::from(area.scroll_top());
        let dx = -i64::from(area.scroll_left());
        if let Some(layer) = self.layers.cast::<HtmlElement>() {
            let _ = layer.style().set_property(
                "transform",
                &[
                    "translate(",
                    &dx.to_string(),
                    "px, ",
                    &dy.to_string(),
                    "px)",
                ]
                .concat(),
            );
        }
        if let Some(numbers) = self.gutter.cast::<HtmlElement>() {
            let _ = numbers.style().set_property(
                "transform",
                &["translateY(", &dy.to_string(), "px)"].concat(),
            );
        }
    }
}

/// A line's marker: a button naming its first finding, and the tip with every message of the line.
fn marker(
    out: &mut Markup,
    lang: Lang,
    markers: &[(usize, &crate::engine::Located)],
    editor_id: &str,
    number: &str,
) {
    let worst =
        (markers.iter().map(|(_, d)| d.diagnostic.severity()).max()).unwrap_or(Severity::Info);
    let tip_id = [editor_id, "-tip-", number].concat();
    let first = markers[0].0.to_string();
    let button = [
        ("type", Some("button")),
        ("class", Some("mcpa-marker")),
        ("data-severity", Some(worst.as_str())),
        ("aria-labelledby", Some(tip_id.as_str())),
        ("data-finding", Some(first.as_str())),
    ];
    let tip = [
        ("class", Some("mcpa-tip")),
        ("role", Some("tooltip")),
        ("id", Some(tip_id.as_str())),
    ];
    out.tags("<span class=\"mcpa-marker-wrap\">")
        .element("button", &button, severity_symbol(worst))
        .open("span", &tip);
    // One message a line; each closes its code spans, so the lines split into code alike. The
    // tip names the marker: read aloud, its code elements are words, not backticks.
    for (at, (_, d)) in markers.iter().enumerate() {
        out.text(if at > 0 { "\n" } else { "" })
            .text(severity_name(d.diagnostic.severity()).get(lang))
            .text(": ");
        push_finding_text(out, &d.diagnostic.message(lang));
    }
    out.tags("</span></span>");
}

/// One line: token colours and diagnostic underlines, as text only.
fn draw_line(
    out: &mut Markup,
    text: &str,
    start: usize,
    end: usize,
    diagnostics: &[(usize, &crate::engine::Located)],
    colour: bool,
) {
    out.tags("<div class=\"mcpa-code-line\">");
    // Diagnostics may lag the text by a keystroke; never slice inside a character.
    if let Some(line) = text.get(start..end) {
        draw_pieces(out, line, start, end, diagnostics, colour);
    }
    out.tags("</div>");
}

fn draw_pieces(
    out: &mut Markup,
    line: &str,
    start: usize,
    end: usize,
    diagnostics: &[(usize, &crate::engine::Located)],
    colour: bool,
) {
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
            let token = [
                ("data-tok", Some(kind.as_str())),
                ("data-mark", worst.map(Severity::as_str)),
            ];
            out.element("span", &token, &line[at..cut]);
            at = cut;
        }
        offset = piece_end;
    }
    // A mark at the end of a line (a missing comma, the end of the text) still shows.
    let eol = (marks.iter())
        .filter(|(s, _, _)| *s >= line.len())
        .map(|(_, _, sev)| *sev)
        .max();
    if eol.is_some() {
        let mark = [
            ("class", Some("mcpa-mark-eol")),
            ("data-mark", eol.map(Severity::as_str)),
        ];
        out.element("span", &mark, " ");
    }
}
