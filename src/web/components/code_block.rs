//! A syntax-coloured fragment. Every token is rendered as text, never as markup.

use crate::highlight::tokens;
use crate::spec::parts::FragmentSyntax;
use yew::prelude::*;

pub struct CodeBlockProps {
    pub label: &'static str,
    pub source: &'static str,
    pub syntax: FragmentSyntax,
}

pub fn code_block(props: CodeBlockProps) -> Html {
    html! {
        <figure class="mcpa-code">
            <figcaption>{ props.label }</figcaption>
            <pre tabindex="0"><code>
                { for tokens(props.source, props.syntax).into_iter().map(|(kind, piece)| html! {
                    <span data-tok={kind.as_str()}>{ piece }</span>
                }) }
            </code></pre>
        </figure>
    }
}
