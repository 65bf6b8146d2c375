//! A syntax-coloured fragment. Every token is rendered as text, never as markup.

use crate::highlight::tokens;
use crate::spec::parts::FragmentSyntax;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CodeBlockProps {
    pub label: &'static str,
    pub source: &'static str,
    pub syntax: FragmentSyntax,
}

#[function_component(CodeBlock)]
pub fn code_block(props: &CodeBlockProps) -> Html {
    html! {
        <figure class="mcpa-code">
            <figcaption>{ props.label }</figcaption>
            <pre tabindex="0"><code>
                { for tokens(props.source, props.syntax).into_iter().map(|(kind, piece)| html! {
                    <span class={kind.class()}>{ piece }</span>
                }) }
            </code></pre>
        </figure>
    }
}
