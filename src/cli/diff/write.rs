//! The changes written out: for people, as JSON, in the CI formats, and as a pull-request
//! comment in Markdown.

use super::{Report, Side, location, plain, sentence};
use crate::cli::ci::{self, relative_path, xml};
use crate::cli::message::msg;
use crate::cli::render::Renderer;
use crate::prose::inert_line;
use crate::spec::{Lang, counted};
use crate::surface::{self, Change, Class, ListKind, Place};
use serde_json::{Value, json};

impl Report<'_> {
    pub(super) fn fails(&self) -> bool {
        self.diff.worst().is_some_and(|worst| worst >= self.fail_on)
    }

    fn counts(&self) -> [usize; 3] {
        Class::ALL.map(|class| self.diff.count(class))
    }

    /// "3 changes: 1 breaking, 1 risky, 1 safe".
    fn summary(&self) -> String {
        let [breaking, risky, safe] = self.counts();
        let changes =
            counted! { en: ["change", "changes"], ru: ["изменение", "изменения", "изменений"] }
                .of(self.diff.changes.len(), self.lang);
        let line = msg!(
            "{}: {} breaking, {} risky, {} safe",
            "{}: несовместимых\u{a0}— {}, рискованных\u{a0}— {}, безопасных\u{a0}— {}",
            changes,
            breaking,
            risky,
            safe
        );
        line.get(self.lang).to_owned()
    }

    /// The lists only one side answers, in a sentence each.
    fn one_sided(&self) -> Vec<String> {
        (self.diff.one_sided.iter())
            .map(|&(kind, only_old)| {
                let side = if only_old {
                    &self.old.arg
                } else {
                    &self.new.arg
                };
                let line = msg!(
                    "{}: only {} answers it; not compared",
                    "{}: ответ есть только в {}; не сравнивается",
                    kind.method(),
                    side
                );
                line.get(self.lang).to_owned()
            })
            .collect()
    }

    fn verdict(&self) -> String {
        let class = self.fail_on.words();
        let line = match self.fails() {
            true => msg! {
                en: format!("fails: a change reaches `--fail-on {}`", self.fail_on.id()),
                ru: format!("не пройдено: есть изменение не ниже `--fail-on {}` ({})", self.fail_on.id(), class.ru),
            },
            false => msg! {
                en: format!("passes: no change reaches `--fail-on {}`", self.fail_on.id()),
                ru: format!("пройдено: изменений не ниже `--fail-on {}` ({}) нет", self.fail_on.id(), class.ru),
            },
        };
        line.get(self.lang).to_owned()
    }

    pub(super) fn human(&self) -> String {
        let lang = self.lang;
        let mut out = format!("{} → {}\n", self.old.named(), self.new.named());
        let (was, is) = match lang {
            Lang::En => ("old", "new"),
            Lang::Ru => ("было", "стало"),
        };
        // The class in a column as wide as its longest word in this language.
        let width = (Class::ALL.iter())
            .map(|class| class.words().get(lang).chars().count() + 2)
            .max()
            .unwrap_or_default();
        let indent = " ".repeat(width);
        for change in self.sorted() {
            out.push_str(&format!(
                "\n{:<width$}{}\n{indent}{}\n",
                change.class.words().get(lang),
                location(change),
                sentence(change, lang)
            ));
            for (label, place) in [(was, &change.old), (is, &change.new)] {
                if let Some(place) = place {
                    let shown = self.positions.show(place);
                    out.push_str(&format!("{indent}{label}: {shown}\n"));
                }
            }
        }
        for line in self.one_sided() {
            out.push_str(&format!("\n{}\n", plain(&line, lang)));
        }
        let summary = format!("{}; {}", self.summary(), self.verdict());
        out.push_str(&format!("\n{}\n", plain(&summary, lang)));
        out
    }

    /// The changes, most serious first, in the diff's order within a class.
    fn sorted(&self) -> Vec<&Change> {
        let mut changes: Vec<&Change> = self.diff.changes.iter().collect();
        changes.sort_by_key(|change| std::cmp::Reverse(change.class));
        changes
    }

    fn place_json(&self, place: &Option<Place>) -> Value {
        let Some(place) = place else {
            return Value::Null;
        };
        let (start, end) = self.positions.get(place);
        json!({
            "file": &*place.source,
            "line": start.line,
            "column": start.column,
            "endLine": end.line,
            "endColumn": end.column,
            "startByte": place.span.start,
            "endByte": place.span.end,
        })
    }

    pub(super) fn json(&self) -> Value {
        let [breaking, risky, safe] = self.counts();
        let changes: Vec<Value> = (self.diff.changes.iter())
            .map(|change| {
                json!({
                    "class": change.class.id(),
                    "kind": change.what.id(),
                    "list": change.list.map(ListKind::method),
                    "item": change.item,
                    "pointer": change.pointer,
                    "message": change.message().get(self.lang),
                    "old": self.place_json(&change.old),
                    "new": self.place_json(&change.new),
                })
            })
            .collect();
        let one_sided: Vec<Value> = (self.diff.one_sided.iter())
            .map(|&(kind, only_old)| {
                json!({"list": kind.method(), "onlyIn": if only_old { "old" } else { "new" }})
            })
            .collect();
        let server = |side: &Side| {
            side.surface.server.as_ref().map(|server| {
                let text = |t: &Option<surface::Text>| t.as_ref().map(|t| t.value.clone());
                json!({"name": text(&server.name), "version": text(&server.version)})
            })
        };
        json!({
            "old": self.old.arg,
            "new": self.new.arg,
            "oldServer": server(self.old),
            "newServer": server(self.new),
            "summary": {"breaking": breaking, "risky": risky, "safe": safe},
            "failOn": self.fail_on.id(),
            "fails": self.fails(),
            "changes": changes,
            "notCompared": one_sided,
        })
    }

    /// The place an annotation goes: in the new side, where the change is to be seen.
    fn primary<'c>(&self, change: &'c Change) -> Option<&'c Place> {
        change.new.as_ref().or(change.old.as_ref())
    }

    pub(super) fn sarif(&self, renderer: &Renderer) -> Value {
        let lang = self.lang;
        let rules: Vec<Value> = (Class::ALL.iter())
            .map(|class| {
                json!({
                    "id": format!("diff/{}", class.id()),
                    "shortDescription": {"text": class.rule().get(lang)},
                    "helpUri": renderer.docs_home(),
                    "defaultConfiguration": {"level": class.sarif_level()},
                })
            })
            .collect();
        let at = |place: &Place| {
            let (start, end) = self.positions.get(place);
            ci::sarif_location(&place.source, start, end)
        };
        let results: Vec<Value> = (self.diff.changes.iter())
            .map(|change| {
                let rule = Class::ALL.iter().position(|c| *c == change.class);
                let mut result = json!({
                    "ruleId": format!("diff/{}", change.class.id()),
                    "ruleIndex": rule,
                    "level": change.class.sarif_level(),
                    "message": {"text": format!("{} [{}]", sentence(change, lang), location(change))},
                    "locations": self.primary(change).map(at).into_iter().collect::<Vec<_>>(),
                    "properties": {"kind": change.what.id()},
                });
                if let (Some(old), Some(_)) = (&change.old, &change.new) {
                    let mut related = at(old);
                    related["id"] = json!(0);
                    related["message"] = json!({"text": self.old.arg});
                    result["relatedLocations"] = json!([related]);
                }
                result
            })
            .collect();
        let notes: Vec<Value> = (self.one_sided().into_iter())
            .map(|line| json!({"level": "note", "message": {"text": line}}))
            .collect();
        ci::sarif_log(renderer, rules, results, notes)
    }

    pub(super) fn github(&self) -> String {
        let lang = self.lang;
        let mut out = String::new();
        for change in self.sorted() {
            let place = self.primary(change).map(|place| {
                let (start, end) = self.positions.get(place);
                ci::GithubPlace::Range(&place.source, start, end)
            });
            let title = format!("{}: {}", change.class.id(), location(change));
            let mut message = sentence(change, lang);
            if let Some(old) = &change.old {
                message.push_str(&format!(" ({})", self.positions.show(old)));
            }
            let level = change.class.github_level();
            out.push_str(&ci::github_command(level, place, &title, &message));
        }
        for line in self.one_sided() {
            out.push_str(&ci::github_command(
                "notice",
                None,
                "mcp-anatomy diff",
                &line,
            ));
        }
        out
    }

    pub(super) fn junit(&self) -> String {
        let lang = self.lang;
        let mut cases = String::new();
        let mut failures = 0;
        for change in &self.diff.changes {
            let name = xml(&location(change)).into_owned();
            let file = self.primary(change).map(|p| relative_path(&p.source));
            let file = file.map_or_else(String::new, |f| format!(" file=\"{}\"", xml(&f)));
            cases.push_str(&format!(
                "    <testcase name=\"{name}\" classname=\"mcp-anatomy.diff.{}\"{file}>\n",
                change.class.id()
            ));
            let message = sentence(change, lang);
            if change.class >= self.fail_on {
                failures += 1;
                cases.push_str(&format!(
                    "      <failure type=\"{}\" message=\"{}\"/>\n",
                    change.what.id(),
                    xml(&message)
                ));
            }
            let places: Vec<String> = [&change.old, &change.new]
                .into_iter()
                .flatten()
                .map(|p| self.positions.show(p))
                .collect();
            cases.push_str(&format!(
                "      <system-out>{}</system-out>\n    </testcase>\n",
                xml(&format!("{message}\n{}", places.join("\n")))
            ));
        }
        let mut tests = self.diff.changes.len();
        if tests == 0 {
            // A suite with no case reads as "nothing ran" to some CI systems.
            tests = 1;
            cases.push_str(&format!(
                "    <testcase name=\"{}\" classname=\"mcp-anatomy.diff\">\n      <system-out>{}</system-out>\n    </testcase>\n",
                xml(&format!("{} → {}", self.old.arg, self.new.arg)),
                xml(&self.summary())
            ));
        }
        ci::junit_document(tests, failures, 0, &cases)
    }

    pub(super) fn markdown(&self) -> String {
        let lang = self.lang;
        let title = msg!(
            "What changed in the MCP server",
            "Что изменилось в сервере MCP"
        );
        let mut out = format!(
            "## {}: `{}` → `{}`\n\n{}; **{}**.\n",
            title.get(lang),
            cell(&self.old.arg),
            cell(&self.new.arg),
            self.summary(),
            self.verdict()
        );
        let header = match lang {
            Lang::En => "| Where | Change | Old | New |",
            Lang::Ru => "| Где | Изменение | Было | Стало |",
        };
        for class in Class::ALL {
            let changes: Vec<&Change> = (self.diff.changes.iter())
                .filter(|c| c.class == class)
                .collect();
            if changes.is_empty() {
                continue;
            }
            out.push_str(&format!(
                "\n### {} ({})\n\n{header}\n|---|---|---|---|\n",
                class.heading().get(lang),
                changes.len()
            ));
            for change in changes {
                let place = |place: &Option<Place>| {
                    place.as_ref().map_or_else(String::new, |p| {
                        format!("`{}`", cell(&self.positions.show(p)))
                    })
                };
                out.push_str(&format!(
                    "| `{}` | {} | {} | {} |\n",
                    cell(&location(change)),
                    cell(&inert_line(change.message().get(lang))),
                    place(&change.old),
                    place(&change.new)
                ));
            }
        }
        let one_sided = self.one_sided();
        if !one_sided.is_empty() {
            out.push('\n');
            for line in one_sided {
                out.push_str(&format!("- {}\n", cell(&line)));
            }
        }
        out
    }
}

/// Text fit for a Markdown table cell: no line break, no bare `|`.
fn cell(text: &str) -> String {
    text.replace('\n', " ").replace('|', "\\|")
}
