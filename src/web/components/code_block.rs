//! A syntax-coloured fragment, as markup of our own (`crate::markup::Markup`). Every token is
//! text, never markup.

use crate::highlight::tokens;
use crate::markup::Markup;
use crate::spec::parts::FragmentSyntax;

pub fn push_code_block(out: &mut Markup, label: &str, source: &str, syntax: FragmentSyntax) {
    out.tags("<figure class=\"mcpa-code\"><figcaption>")
        .text(label)
        .tags("</figcaption><pre tabindex=\"0\"><code>");
    for (kind, piece) in tokens(source, syntax) {
        out.element("span", &[("data-tok", Some(kind.as_str()))], piece);
    }
    out.tags("</code></pre></figure>");
}
