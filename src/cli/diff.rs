//! `mcp-anatomy diff OLD NEW`: reads two surfaces (src/surface), compares them and prints the
//! changes for people, for tools, for CI (through the writers `check` uses, in ci.rs) and for a
//! pull-request comment; the exit status says whether a change reached `--fail-on`.

use super::Format;
use super::ci::{self, relative_path, xml};
use super::inputs::{self, STDIN, STDIN_LABEL};
use super::message::{Message, msg};
use super::render::Renderer;
use super::{EXIT_FAILURE, EXIT_INVALID, EXIT_VALID};
use crate::engine::{Position, resolve_positions};
use crate::prose::{self, inert_line};
use crate::spec::{Lang, counted};
use crate::surface::{self, Change, Class, Diff, ListKind, Place, ReadError, Source, Surface};
use serde_json::{Value, json};
use std::collections::HashMap;

/// Reads both sides, compares them and prints the changes: 0 when none reaches `fail_on`, 1
/// when one does, 2 when a side cannot be read.
pub fn run(old: &str, new: &str, format: Format, fail_on: Class, renderer: &Renderer) -> u8 {
    let lang = renderer.lang;
    let (old_side, new_side) = match (Side::read(old), Side::read(new)) {
        (Ok(old), Ok(new)) => (old, new),
        (old, new) => {
            for error in [old.err(), new.err()].into_iter().flatten() {
                eprintln!("mcp-anatomy: {}", error.message().get(lang));
            }
            return EXIT_FAILURE;
        }
    };
    let diff = surface::diff(&old_side.surface, &new_side.surface);
    let report = Report {
        old: &old_side,
        new: &new_side,
        diff: &diff,
        fail_on,
        lang,
        positions: Positions::of(&diff, &[&old_side, &new_side]),
    };
    match format {
        Format::Human => print!("{}", report.human()),
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&report.json()).unwrap_or_default()
        ),
        Format::Sarif => println!(
            "{}",
            serde_json::to_string_pretty(&report.sarif(renderer)).unwrap_or_default()
        ),
        Format::Github => print!("{}", report.github()),
        Format::Junit => print!("{}", report.junit()),
        Format::Markdown => print!("{}", report.markdown()),
    }
    if report.fails() {
        EXIT_INVALID
    } else {
        EXIT_VALID
    }
}

/// One side of the comparison: what the argument names, its texts by label, its surface.
pub struct Side {
    pub arg: String,
    texts: HashMap<String, String>,
    pub surface: Surface,
}

impl Side {
    /// Reads a file, a folder (its `*.json` and `*.jsonl` files, as `check` finds them) or
    /// standard input (`-`).
    pub fn read(arg: &str) -> Result<Side, ReadError> {
        let paths = inputs::expand(&[arg.to_owned()]);
        let mut sources = Vec::new();
        for path in &paths {
            let label = match path.as_os_str() == STDIN {
                true => STDIN_LABEL.to_owned(),
                false => path.display().to_string(),
            };
            let bytes = inputs::bytes_of(path).map_err(|e| ReadError::Unreadable {
                source: label.clone(),
                reason: e.to_string(),
            })?;
            let text = String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8 {
                source: label.clone(),
            })?;
            let lines = path.extension().is_some_and(|e| e == "jsonl");
            sources.push(Source::new(label, text, lines));
        }
        let texts = (sources.iter())
            .map(|s| (s.label.clone(), s.text.clone()))
            .collect();
        // A folder without inputs reads as nothing to compare, naming the folder.
        let surface = match sources.is_empty() {
            true => Err(ReadError::Nothing {
                sources: vec![arg.to_owned()],
            }),
            false => surface::read(sources),
        }?;
        Ok(Side {
            arg: arg.to_owned(),
            texts,
            surface,
        })
    }
}

impl Side {
    /// The argument, and the server's name and version when its discover answer gives them:
    /// `v1.jsonl (notes 1.2.0)`.
    fn named(&self) -> String {
        let server = self.surface.server.as_ref();
        let texts = server.into_iter().flat_map(|s| [&s.name, &s.version]);
        let known: Vec<&str> = texts
            .filter_map(|text| text.as_ref().map(|t| t.value.as_str()))
            .filter(|text| !text.is_empty())
            .collect();
        match known.is_empty() {
            true => self.arg.clone(),
            false => format!("{} ({})", self.arg, inert_line(&known.join(" "))),
        }
    }
}

/// Lines and columns of every place the changes name, resolved in one pass per text.
struct Positions(HashMap<(String, usize), Position>);

impl Positions {
    fn of(diff: &Diff, sides: &[&Side]) -> Positions {
        let mut offsets: HashMap<&str, Vec<usize>> = HashMap::new();
        for place in diff.changes.iter().flat_map(|c| [&c.old, &c.new]).flatten() {
            let entry = offsets.entry(&place.source).or_default();
            entry.extend([place.span.start, place.span.end]);
        }
        let mut resolved = HashMap::new();
        for (source, mut offsets) in offsets {
            let Some(text) = sides.iter().find_map(|side| side.texts.get(source)) else {
                continue;
            };
            offsets.dedup();
            let positions = resolve_positions(text, &mut offsets);
            for (offset, position) in offsets.into_iter().zip(positions) {
                resolved.insert((source.to_owned(), offset), position);
            }
        }
        Positions(resolved)
    }

    fn get(&self, place: &Place) -> (Position, Position) {
        let at = |offset| {
            let key = (place.source.to_string(), offset);
            self.0.get(&key).copied().unwrap_or(Position {
                offset,
                line: place.line,
                column: 1,
                utf16: 0,
            })
        };
        (at(place.span.start), at(place.span.end))
    }

    /// `file:line:column` of a place.
    fn show(&self, place: &Place) -> String {
        let (start, _) = self.get(place);
        format!("{}:{}:{}", place.source, start.line, start.column)
    }
}

struct Report<'a> {
    old: &'a Side,
    new: &'a Side,
    diff: &'a Diff,
    fail_on: Class,
    lang: Lang,
    positions: Positions,
}

/// Where a change is: the list's method (or server/discover), the item, the pointer in it.
fn location(change: &Change) -> String {
    let mut parts = vec![
        change
            .list
            .map_or("server/discover", ListKind::method)
            .to_owned(),
    ];
    parts.extend(change.item.clone());
    if !change.pointer.is_empty() {
        parts.push(change.pointer.clone());
    }
    inert_line(&parts.join(" › "))
}

/// A change's sentence as plain text (a terminal, an annotation, a test report): code without
/// its backticks, the language's typography, and the server's names made inert.
fn sentence(change: &Change, lang: Lang) -> String {
    plain(change.message().get(lang), lang)
}

fn plain(text: &str, lang: Lang) -> String {
    inert_line(&prose::plain(text, lang))
}

impl Class {
    fn heading(self) -> Message {
        match self {
            Class::Breaking => msg!("Breaking", "Ломают клиентов"),
            Class::Risky => msg!("Risky", "Рискованные"),
            Class::Safe => msg!("Safe", "Безопасные"),
        }
    }

    /// What a SARIF rule of the class says.
    fn rule(self) -> Message {
        match self {
            Class::Breaking => msg!(
                "A change that makes calls or readings of clients built against the old server fail.",
                "Изменение, из-за которого вызовы или чтение результатов у клиентов, написанных для прежнего сервера, перестают работать."
            ),
            Class::Risky => msg!(
                "A change of what a model reads or a client decides by, which the diff cannot judge.",
                "Изменение того, что читает модель или по чему решает клиент; сравнение не может судить, опасно ли оно."
            ),
            Class::Safe => msg!(
                "A change no client built against the old server notices.",
                "Изменение, которого клиенты, написанные для прежнего сервера, не заметят."
            ),
        }
    }

    fn sarif_level(self) -> &'static str {
        match self {
            Class::Breaking => "error",
            Class::Risky => "warning",
            Class::Safe => "note",
        }
    }

    fn github_level(self) -> &'static str {
        match self {
            Class::Breaking => "error",
            Class::Risky => "warning",
            Class::Safe => "notice",
        }
    }
}

impl Report<'_> {
    fn fails(&self) -> bool {
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
            "{}: ломают клиентов\u{a0}— {}, рискованных\u{a0}— {}, безопасных\u{a0}— {}",
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

    fn human(&self) -> String {
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

    fn json(&self) -> Value {
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

    fn sarif(&self, renderer: &Renderer) -> Value {
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

    fn github(&self) -> String {
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

    fn junit(&self) -> String {
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

    fn markdown(&self) -> String {
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
