//! A syntax-coloured fragment, as markup of our own (`web::markup::push_escaped`). Every token is
//! text, never markup.

use super::push_markup;
use crate::highlight::tokens;
use crate::spec::parts::FragmentSyntax;

pub fn push_code_block(out: &mut String, label: &str, source: &str, syntax: FragmentSyntax) {
    push_markup(
        out,
        &[
            "<figure class=\"mcpa-code\"><figcaption>",
            label,
            "</figcaption><pre tabindex=\"0\"><code>",
        ],
    );
    for (kind, piece) in tokens(source, syntax) {
        push_markup(
            out,
            &["<span data-tok=\"", kind.as_str(), "\">", piece, "</span>"],
        );
    }
    out.push_str("</code></pre></figure>");
}
