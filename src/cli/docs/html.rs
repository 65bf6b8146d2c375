//! The reference as one self-contained HTML page: styles inline, light and dark from the
//! reader's system, no JavaScript (a Content-Security-Policy says so too), readable from
//! 320 px and printable with everything shown.

use super::page::{Page, escape_html as escape, severity_word, tag, with_code};
use super::text::{Block, Inline};
use crate::spec::Lang;
use crate::surface::found::Note;
use crate::surface::reference::Tone;

const STYLE: &str = r#"
:root{color-scheme:light dark;--fg:#1b1f24;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;--link:#0550ae;
--calm:#1a7f37;--caution:#9a6700;--danger:#cf222e;--info:#0969da}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#161b22;--line:#3d444d;--link:#4493f8;
--calm:#3fb950;--caution:#d29922;--danger:#f85149;--info:#58a6ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1rem;overflow-wrap:break-word}
h1{font-size:1.6rem;line-height:1.25;overflow-wrap:anywhere}
h2{font-size:1.3rem;border-bottom:1px solid var(--line);padding-bottom:.25rem;margin-top:2rem}
h3{font-size:1.1rem;margin:0;overflow-wrap:anywhere}
a{color:var(--link)}
h3 a{color:inherit;text-decoration:none}
h3 a:hover,h3 a:focus{text-decoration:underline}
code,pre{font:.875em/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:var(--panel);padding:.5rem;overflow-x:auto;white-space:pre-wrap}
article{border:1px solid var(--line);border-radius:6px;padding:.75rem;margin:1rem 0}
.subtitle{color:var(--muted);margin:.25rem 0}
.badges{display:flex;flex-wrap:wrap;gap:.25rem;margin:.5rem 0;padding:0;list-style:none}
.badge{display:inline-block;border:1px solid currentColor;border-radius:1em;padding:0 .5em;font-size:.8rem;white-space:nowrap}
.calm{color:var(--calm)}.caution{color:var(--caution)}.danger,.error{color:var(--danger)}.warning{color:var(--caution)}.info{color:var(--info)}
.icons img{width:2rem;height:2rem;object-fit:contain;margin-right:.25rem}
.table{overflow-x:auto;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:var(--panel);white-space:nowrap}
td:first-child{white-space:pre}
.findings{padding-left:1.25rem}
.at{color:var(--muted);font-size:.85em}
nav ul{padding-left:1.25rem}
nav li li{display:inline;margin-right:.75rem}
@media (max-width:30rem){main{padding:.5rem}article{padding:.5rem}th,td{padding:.2rem .3rem}}
@media print{:root{--fg:#000;--bg:#fff;--panel:#fff;--link:#000}nav{display:none}article{break-inside:avoid-page}.table{overflow:visible}
a[href^="https:"]::after{content:" (" attr(href) ")";font-size:.8em}}
"#;

pub struct Html {
    out: String,
    remote_icons: bool,
    in_section: bool,
}

impl Html {
    pub fn new(remote_icons: bool) -> Html {
        Html {
            out: String::with_capacity(64 * 1024),
            remote_icons,
            in_section: false,
        }
    }
}

fn inline(out: &mut String, spans: &[Inline]) {
    super::page::inline(out, spans, escape);
}

impl Page for Html {
    fn begin(&mut self, lang: Lang, title: &str) {
        let images = if self.remote_icons {
            "data: https:"
        } else {
            "data:"
        };
        self.out.push_str("<!DOCTYPE html>\n<html lang=\"");
        self.out.push_str(match lang {
            Lang::En => "en",
            Lang::Ru => "ru",
        });
        self.out.push_str("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n");
        self.out.push_str(&format!("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src {images}\">\n<title>"));
        escape(&mut self.out, title);
        self.out.push_str("</title>\n<style>");
        self.out.push_str(STYLE);
        self.out.push_str("</style>\n</head>\n<body>\n<main>\n");
        tag(&mut self.out, "h1", title, escape);
        self.out.push('\n');
    }

    fn contents(&mut self, caption: &str, entries: &[(String, String, bool)]) {
        self.out.push_str("<nav aria-label=\"");
        escape(&mut self.out, caption);
        self.out.push_str("\"><ul>");
        // Whether a section's entry is open, and whether it has items listed under it yet.
        let mut open: Option<bool> = None;
        for (anchor, label, is_item) in entries {
            match (is_item, open) {
                (false, Some(true)) => self.out.push_str("</ul></li>"),
                (false, Some(false)) => self.out.push_str("</li>"),
                (true, Some(false)) => self.out.push_str("<ul>"),
                (true, None) => self.out.push_str("<li><ul>"),
                _ => {}
            }
            self.out.push_str("<li><a href=\"#");
            escape(&mut self.out, anchor);
            self.out.push_str("\">");
            escape(&mut self.out, label);
            self.out.push_str("</a>");
            match is_item {
                true => {
                    self.out.push_str("</li>");
                    open = Some(true);
                }
                false => open = Some(false),
            }
        }
        match open {
            Some(true) => self.out.push_str("</ul></li>"),
            Some(false) => self.out.push_str("</li>"),
            None => {}
        }
        self.out.push_str("</ul></nav>\n");
    }

    fn section(&mut self, anchor: &str, title: &str) {
        if self.in_section {
            self.out.push_str("</section>\n");
        }
        self.in_section = true;
        self.out.push_str("<section id=\"");
        escape(&mut self.out, anchor);
        self.out.push_str("\">\n");
        tag(&mut self.out, "h2", title, escape);
        self.out.push('\n');
    }

    fn item(&mut self, anchor: &str, name: &str, title: Option<&str>) {
        self.out.push_str("<article id=\"");
        escape(&mut self.out, anchor);
        self.out.push_str("\">\n<h3><a href=\"#");
        escape(&mut self.out, anchor);
        self.out.push_str("\">");
        tag(&mut self.out, "code", name, escape);
        self.out.push_str("</a></h3>\n");
        if let Some(title) = title {
            self.out.push_str("<p class=\"subtitle\">");
            escape(&mut self.out, title);
            self.out.push_str("</p>\n");
        }
    }

    fn end_item(&mut self) {
        self.out.push_str("</article>\n");
    }

    fn badges(&mut self, badges: &[(Tone, String)]) {
        if badges.is_empty() {
            return;
        }
        self.out.push_str("<ul class=\"badges\">");
        for (tone, text) in badges {
            self.out.push_str("<li class=\"badge ");
            self.out.push_str(tone.class());
            self.out.push_str("\">");
            escape(&mut self.out, text);
            self.out.push_str("</li>");
        }
        self.out.push_str("</ul>\n");
    }

    fn icons(&mut self, sources: &[String]) {
        if sources.is_empty() {
            return;
        }
        self.out.push_str("<p class=\"icons\">");
        for source in sources {
            self.out
                .push_str("<img alt=\"\" referrerpolicy=\"no-referrer\" src=\"");
            escape(&mut self.out, source);
            self.out.push_str("\">");
        }
        self.out.push_str("</p>\n");
    }

    fn paragraph(&mut self, spans: &[Inline]) {
        self.out.push_str("<p>");
        inline(&mut self.out, spans);
        self.out.push_str("</p>\n");
    }

    fn description(&mut self, blocks: &[Block]) {
        for block in blocks {
            match block.preformatted {
                true => {
                    self.out.push_str("<pre><code>");
                    for span in &block.spans {
                        escape(&mut self.out, &span.text);
                    }
                    self.out.push_str("</code></pre>\n");
                }
                false => self.paragraph(&block.spans),
            }
        }
    }

    fn table(&mut self, caption: &str, head: &[String], rows: &[Vec<Vec<Inline>>]) {
        self.out.push_str("<div class=\"table\"><table>");
        tag(&mut self.out, "caption", caption, escape);
        self.out.push_str("\n<thead><tr>");
        for cell in head {
            tag(&mut self.out, "th", cell, escape);
        }
        self.out.push_str("</tr></thead>\n<tbody>\n");
        for row in rows {
            self.out.push_str("<tr>");
            for cell in row {
                self.out.push_str("<td>");
                inline(&mut self.out, cell);
                self.out.push_str("</td>");
            }
            self.out.push_str("</tr>\n");
        }
        self.out.push_str("</tbody></table></div>\n");
    }

    fn findings(&mut self, caption: &str, notes: &[&Note], lang: Lang) {
        if !caption.is_empty() {
            tag(&mut self.out, "h4", caption, escape);
        }
        self.out.push_str("<ul class=\"findings\">\n");
        for note in notes {
            self.out.push_str("<li><span class=\"badge ");
            self.out.push_str(Tone::of(note.severity).class());
            self.out.push_str("\">");
            escape(&mut self.out, severity_word(note.severity, lang));
            self.out.push_str("</span> ");
            tag(&mut self.out, "code", note.code, escape);
            self.out.push(' ');
            inline(&mut self.out, &with_code(&note.message));
            self.out.push_str(" <span class=\"at\">");
            escape(&mut self.out, &format!("{}:{}", note.source, note.line));
            self.out.push_str("</span></li>\n");
        }
        self.out.push_str("</ul>\n");
    }

    fn finish(mut self) -> String {
        if self.in_section {
            self.out.push_str("</section>\n");
        }
        self.out.push_str("</main>\n</body>\n</html>\n");
        self.out
    }
}
