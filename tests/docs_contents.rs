//! Issue 51, point 1, as `docs --format html` writes it (the same writer draws the browser's
//! reference view): the contents list, each item a link under its list and, for tools that say
//! what they do, under their hint; names that break between their words only; the server's
//! title, name and version heading the page.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run_in, stdout};
use serde_json::json;

/// The HTML page `docs` writes of `answer`, saved as `name` in a folder of its own.
fn page_of(name: &str, answer: &serde_json::Value, args: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("mcpa-contents-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), answer.to_string()).unwrap();
    let out = run_in(&dir, &[&["docs", name][..], args].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
    stdout(&out)
}

/// The contents list's markup.
fn contents(page: &str) -> &str {
    let start = page
        .find("<nav class=\"mcpa-ref-nav\"")
        .expect("a contents list");
    &page[start..start + page[start..].find("</nav>").unwrap()]
}

fn tool(name: &str, annotations: serde_json::Value) -> serde_json::Value {
    json!({"name": name, "annotations": annotations, "inputSchema": {"type": "object",
        "properties": {"pull_requestNumber": {"type": "integer"}}}})
}

#[test]
fn tools_are_listed_by_what_they_say_they_do_each_group_in_page_order() {
    let list = json!({"tools": [
        tool("delete_repo", json!({"readOnlyHint": false, "destructiveHint": true})),
        tool("get_me", json!({"readOnlyHint": true})),
        tool("add_pull_request_review_comment_reaction", json!({"readOnlyHint": false})),
        tool("quiet", json!({})),
        tool("list_issues", json!({"readOnlyHint": true, "destructiveHint": true})),
    ]});
    let page = page_of("tools.json", &list, &["--revision", "2025-11-25"]);
    let nav = contents(&page);
    let group = |words: &str| format!("<li data-group=\"\"><span>{words}</span><ul>");
    let link = |anchor: &str, name: &str| format!("<li><a href=\"#{anchor}\">{name}</a></li>");
    let expected = [
        "<nav class=\"mcpa-ref-nav\" aria-label=\"Contents\"><details><summary>Contents</summary><ul>".to_owned(),
        group("Tools"),
        group("read-only"),
        link("tool-get_me", "get_<wbr>me"),
        link("tool-list_issues", "list_<wbr>issues"),
        "</ul></li>".to_owned(),
        group("may change things"),
        link(
            "tool-add_pull_request_review_comment_reaction",
            "add_<wbr>pull_<wbr>request_<wbr>review_<wbr>comment_<wbr>reaction",
        ),
        "</ul></li>".to_owned(),
        group("destructive"),
        link("tool-delete_repo", "delete_<wbr>repo"),
        "</ul></li>".to_owned(),
        group("no hints"),
        link("tool-quiet", "quiet"),
        "</ul></li></ul></li></ul></details>".to_owned(),
    ]
    .concat();
    assert_eq!(nav, expected);
    // The items keep the server's order; their names and their parameters' break as the
    // list's do.
    let at = |needle: &str| page.find(needle).unwrap_or_else(|| panic!("{needle}"));
    assert!(at("id=\"tool-delete_repo\"") < at("id=\"tool-get_me\""));
    assert!(page.contains("<h3 class=\"mcpa-ref-name\">get_<wbr>me</h3>"));
    assert!(page.contains("<code>pull_<wbr>request<wbr>Number</code>"));
}

#[test]
fn a_list_that_says_no_hint_is_not_grouped_and_other_lists_follow_under_their_titles() {
    let list = json!({"tools": [tool("b", json!({})), tool("a", json!(null))]});
    let prompts = json!({"prompts": [{"name": "review_code"}]});
    let dir = std::env::temp_dir().join(format!("mcpa-contents-two-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("tools.json"), list.to_string()).unwrap();
    std::fs::write(dir.join("prompts.json"), prompts.to_string()).unwrap();
    let out = run_in(
        &dir,
        &[
            "docs",
            "tools.json",
            "prompts.json",
            "--revision",
            "2025-11-25",
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
    let page = stdout(&out);
    let nav = contents(&page);
    assert!(
        nav.contains("<span>Tools</span><ul><li><a href=\"#tool-b\">b</a></li><li><a href=\"#tool-a\">a</a></li></ul></li><li data-group=\"\"><span>Prompts</span><ul><li><a href=\"#prompt-review_code\">review_<wbr>code</a></li></ul>"),
        "{nav}"
    );
    assert!(!nav.contains("no hints"), "{nav}");
}

#[test]
fn the_server_s_title_name_and_version_head_the_page() {
    let discover = json!({"resultType": "complete", "supportedVersions": ["2026-07-28"],
        "capabilities": {"tools": {}}, "ttlMs": 0, "cacheScope": "private",
        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "github-mcp-server", "title": "GitHub <MCP> Server", "version": "0.30.0"}}});
    let page = page_of("discover.json", &discover, &[]);
    assert!(page.contains("<title>GitHub &lt;MCP&gt; Server — reference</title>"));
    let head = "<h1 class=\"mcpa-title\">GitHub &lt;MCP&gt; Server — reference</h1></header><p>Name <code>github-mcp-server</code>, version <code>0.30.0</code></p><p class=\"mcpa-ref-summary\">";
    assert!(page.contains(head), "{page}");
    // Said once: no longer in the server's section too.
    assert_eq!(
        page.matches("Name <code>github-mcp-server</code>").count(),
        1
    );
}
