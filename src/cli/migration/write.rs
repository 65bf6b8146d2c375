//! The migration report written out: text for a terminal, Markdown for an issue or a pull
//! request, JSON, and remarks for the CI formats.

use super::{Amended, Migration};
use crate::cli::message::msg;
use crate::cli::model::Remark;
use crate::prose;
use crate::spec::codes::Code;
use crate::spec::{Lang, REVISION};
use serde_json::{Value, json};

/// A page of the revision as a URL.
fn page_url(base: &str, page: &str) -> String {
    format!(
        "{}/specification/{REVISION}/{page}",
        base.trim_end_matches('/')
    )
}

fn compact(value: &Value) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

impl Amended {
    fn name(&self, lang: Lang) -> String {
        match (&self.cursor, lang) {
            (None, _) => self.method.to_owned(),
            (Some(cursor), Lang::En) => format!("{} (cursor {cursor:?})", self.method),
            (Some(cursor), Lang::Ru) => format!("{} (курсор «{cursor}»)", self.method),
        }
    }
}

impl Migration {
    /// Text for a terminal, or Markdown for an issue or a pull request.
    pub fn write(&self, lang: Lang, base: &str, markdown: bool) -> String {
        let mut out = String::new();
        let heading = |out: &mut String, text: String| {
            if markdown {
                out.push_str(&format!("\n## {text}\n\n"));
            } else {
                let text = prose::plain(&text, lang);
                out.push_str(&format!("\n{text}\n{}\n", "─".repeat(text.chars().count())));
            }
        };
        let code = |value: &Value| -> String {
            let pretty = serde_json::to_string_pretty(value).unwrap_or_default();
            if markdown {
                format!("```json\n{pretty}\n```\n")
            } else {
                pretty.lines().map(|l| format!("    {l}\n")).collect()
            }
        };
        // A terminal shows code without its backticks and with the language's typography,
        // which leaves what is inside them (a JSON value) as it is.
        let item = |text: &str| {
            if markdown {
                format!("- {text}\n")
            } else {
                format!("  • {}\n", prose::inert_line(&prose::plain(text, lang)))
            }
        };
        let tick = |text: &str| format!("`{text}`");
        let title = msg!(
            "Migration from {} to {}",
            "Переход с ревизии {} на {}",
            self.from,
            REVISION
        );
        if markdown {
            out.push_str(&format!("# {}\n", title.get(lang)));
        } else {
            out.push_str(&format!(
                "\n{}\n{}\n",
                title.get(lang),
                "═".repeat(title.get(lang).chars().count())
            ));
        }
        let intro = msg!(
            "The server negotiated {} through `initialize`. To answer as a {} server, in this order:",
            "Сервер согласовал ревизию {} через `initialize`. Чтобы отвечать как сервер ревизии {}, по порядку:",
            self.from,
            REVISION
        );
        // A terminal shows code without its backticks, Markdown as code.
        let sentence = |text: &str| {
            if markdown {
                text.to_owned()
            } else {
                prose::plain(text, lang)
            }
        };
        out.push_str(&format!("\n{}\n", sentence(intro.get(lang))));
        heading(
            &mut out,
            msg!(
                "1. Answer `server/discover` with this result",
                "1. Отвечать на `server/discover` таким результатом"
            )
            .get(lang)
            .to_owned(),
        );
        out.push_str(&code(&self.discover.result));
        out.push('\n');
        for change in &self.discover.changes {
            out.push_str(&item(&format!(
                "{}: {}",
                tick(&change.field),
                change.why.get(lang)
            )));
        }
        write_left(&mut out, &self.discover, lang, &item, &tick);
        heading(
            &mut out,
            msg!(
                "2. Add to each list and read it answered",
                "2. Дополнить результат каждого перечня и чтения, на которые он ответил"
            )
            .get(lang)
            .to_owned(),
        );
        for answer in &self.answers {
            out.push_str(&format!(
                "{}\n",
                if markdown {
                    format!("### {}", tick(&answer.name(lang)))
                } else {
                    answer.name(lang)
                }
            ));
            if markdown {
                out.push('\n');
            }
            for change in &answer.changes {
                let value = compact(&change.value);
                out.push_str(&item(&format!(
                    "{} = {}: {}",
                    tick(&change.field),
                    tick(&value),
                    change.why.get(lang)
                )));
            }
            write_left(&mut out, answer, lang, &item, &tick);
            out.push('\n');
        }
        heading(
            &mut out,
            msg!(
                "3. What it relies on that {} removed or deprecated",
                "3. На что он опирается из удалённого или объявленного устаревшим в ревизии {}",
                REVISION
            )
            .get(lang)
            .to_owned(),
        );
        for reliance in &self.reliances {
            let links: Vec<String> = (reliance.pages.iter())
                .map(|page| {
                    let url = page_url(base, page);
                    if markdown {
                        format!("[{page}]({url})")
                    } else {
                        url
                    }
                })
                .collect();
            out.push_str(&item(&format!(
                "{} ({})",
                reliance.what.get(lang),
                links.join(", ")
            )));
        }
        out
    }

    pub fn to_json(&self, lang: Lang, base: &str) -> Value {
        let amended = |a: &Amended| {
            json!({
                "method": a.method,
                "cursor": a.cursor,
                "changes": (a.changes.iter()).map(|c| json!({
                    "code": Code::MigrationField.id(),
                    "field": c.field, "value": c.value, "why": c.why.get(lang)
                })).collect::<Vec<_>>(),
                "result": a.result,
                "left": (a.left.iter()).map(|(severity, at, message)| json!({
                    "severity": severity, "at": at, "message": message.get(lang)
                })).collect::<Vec<_>>(),
            })
        };
        json!({
            "from": self.from,
            "to": REVISION,
            "discover": amended(&self.discover),
            "answers": self.answers.iter().map(amended).collect::<Vec<_>>(),
            "reliances": (self.reliances.iter()).map(|r| json!({
                "code": r.code.id(),
                "severity": r.code.severity(),
                "message": r.what.get(lang),
                "pages": r.pages.iter().map(|p| page_url(base, p)).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        })
    }

    /// The report as remarks for the CI formats: each field to add (`migration/field`), each
    /// reliance under its code (`migration/removed`, `migration/changed`) with its pages.
    pub fn remarks(&self, lang: Lang, base: &str) -> Vec<Remark> {
        let about = |name: String| {
            msg!(
                "migration to {}: {}",
                "переход на ревизию {}: {}",
                REVISION,
                name
            )
            .get(lang)
            .to_owned()
        };
        let mut remarks = Vec::new();
        for answer in std::iter::once(&self.discover).chain(&self.answers) {
            for change in &answer.changes {
                remarks.push(Remark {
                    code: Code::MigrationField,
                    about: about(answer.name(lang)),
                    message: format!(
                        "{} = {}: {}",
                        change.field,
                        compact(&change.value),
                        change.why.get(lang)
                    ),
                    place: None,
                });
            }
        }
        for reliance in &self.reliances {
            let pages: Vec<String> = reliance.pages.iter().map(|p| page_url(base, p)).collect();
            remarks.push(Remark {
                code: reliance.code,
                about: about("server".into()),
                message: format!("{} ({})", reliance.what.get(lang), pages.join(", ")),
                place: None,
            });
        }
        remarks
    }
}

/// The most findings of one amended result the text shows; JSON has them all.
const LEFT_SHOWN: usize = 5;

/// What the engine still finds in an amended result: fields no suggestion covers.
fn write_left(
    out: &mut String,
    amended: &Amended,
    lang: Lang,
    item: &dyn Fn(&str) -> String,
    tick: &dyn Fn(&str) -> String,
) {
    if amended.left.is_empty() {
        return;
    }
    let lead = msg!(
        "Still to change, as the engine finds it in the amended result:",
        "Что ещё изменить (по итогам проверки дополненного результата):"
    );
    // A blank line first: in Markdown, a line right after a list item would continue it.
    out.push_str(&format!("\n{}\n", lead.get(lang)));
    for (severity, at, message) in amended.left.iter().take(LEFT_SHOWN) {
        let noun = severity.noun();
        let word = match lang {
            Lang::En => noun.en[0],
            Lang::Ru => noun.ru[0],
        };
        out.push_str(&item(&format!(
            "{word} {}: {}",
            tick(at),
            message.get(lang)
        )));
    }
    let more = amended.left.len().saturating_sub(LEFT_SHOWN);
    if more > 0 {
        let rest = msg!(
            "… and {} more (`--format json` lists every one).",
            "… и ещё {} (`--format json` перечисляет все).",
            more
        );
        out.push_str(&item(rest.get(lang)));
    }
}
