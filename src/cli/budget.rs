//! The context budget: what a server's tool list costs a model's context. A client hands the
//! model each tool's name, title, description and schemas; this module weighs exactly that, in
//! bytes and in tokens of a named encoding (counted by `bpe-openai`, never estimated), and
//! turns the limits the reader set into findings that name the heaviest tools.

use super::inputs::{Input, STDIN_LABEL};
use super::message::{Message, msg};
use super::model::Remark;
use crate::prose::inert_line;
use crate::spec::codes::{Code, Severity};
use crate::spec::{Lang, counted};
use crate::surface::{self, Item, List, Node, Place, Source, Surface};
use rayon::prelude::*;
use serde_json::{Value, json};

// The examples are a command line and the file it reads (`tests/budget.rs` runs them).
crate::spec::codes::codes! {
    BudgetList = "budget/list", Error, Tools,
        summary: ("The tools list costs a model's context more than the limit set for it.", "Перечень инструментов занимает в контексте модели больше заданного предела."),
        help: ("A client hands the model every tool's name, title, description and schemas: shorten those of the heaviest tools named, split the server, or raise the limit (--max-tokens, --max-bytes) if the list is worth it.",
               "Клиент передаёт модели `name`, `title`, `description` и схемы каждого инструмента: сократите их у названных самых тяжёлых инструментов, разделите сервер или поднимите предел (`--max-tokens`, `--max-bytes`), если перечень того стоит."),
        bad: r#"$ mcp-anatomy check --max-tokens 30 tools.json
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "tools": [{"name": "get_weather", "description": "The current weather of a city: temperature, wind and the chance of rain.", "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "The city's name"}}}}]}}"#,
        good: r#"$ mcp-anatomy check --max-tokens 300 tools.json
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "tools": [{"name": "get_weather", "description": "The current weather of a city: temperature, wind and the chance of rain.", "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "The city's name"}}}}]}}"#;
    BudgetTool = "budget/tool", Error, Tools,
        summary: ("One tool costs a model's context more than the limit set for each tool.", "Один инструмент занимает в контексте модели больше предела, заданного для каждого инструмента."),
        help: ("Shorten this tool's description and schemas (the descriptions inside its input schema are often the largest part), or raise the per-tool limit (--max-tool-tokens, --max-tool-bytes).",
               "Сократите описание и схемы этого инструмента (больше всего места обычно занимают описания внутри его входной схемы) или поднимите предел для одного инструмента (`--max-tool-tokens`, `--max-tool-bytes`)."),
        bad: r#"$ mcp-anatomy check --max-tool-tokens 20 tools.json
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "tools": [{"name": "get_weather", "description": "The current weather of a city: temperature, wind and the chance of rain.", "inputSchema": {"type": "object"}}]}}"#,
        good: r#"$ mcp-anatomy check --max-tool-tokens 200 tools.json
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", "tools": [{"name": "get_weather", "description": "The current weather of a city: temperature, wind and the chance of rain.", "inputSchema": {"type": "object"}}]}}"#;
}

/// The encoding tokens are counted in, named in every output.
pub const ENCODING: &str = "o200k_base";

/// How many tools the human output lists, and an excess of the list names at most.
const HEAVIEST_SHOWN: usize = 10;
const HEAVIEST_NAMED: usize = 3;

/// The limits of the command line, shown under their own heading in `--help`.
#[derive(clap::Args, Clone, Debug, Default)]
#[command(next_help_heading = "Context budget")]
pub struct BudgetArgs {
    /// Show what the tools list costs a model's context: each tool's bytes and tokens (the
    /// name, title, description and schemas a client passes on), the list's total, the ten
    /// heaviest tools.
    #[arg(long)]
    pub budget: bool,
    /// The most tokens the whole tools list may cost (o200k_base); more is a finding naming
    /// the heaviest tools. Implies --budget.
    #[arg(long, value_name = "N")]
    pub max_tokens: Option<usize>,
    /// The most bytes the whole tools list may cost. Implies --budget.
    #[arg(long, value_name = "N")]
    pub max_bytes: Option<usize>,
    /// The most tokens one tool may cost. Implies --budget.
    #[arg(long, value_name = "N")]
    pub max_tool_tokens: Option<usize>,
    /// The most bytes one tool may cost. Implies --budget.
    #[arg(long, value_name = "N")]
    pub max_tool_bytes: Option<usize>,
}

impl BudgetArgs {
    /// Whether the budget is to be shown: asked for, or implied by a limit.
    pub fn is_on(&self) -> bool {
        self.budget
            || self.max_tokens.is_some()
            || self.max_bytes.is_some()
            || self.max_tool_tokens.is_some()
            || self.max_tool_bytes.is_some()
    }
}

/// What one tool costs.
#[derive(Clone, Debug)]
pub struct ToolWeight {
    pub name: String,
    pub bytes: usize,
    pub tokens: usize,
    pub place: Place,
}

/// What a list costs: each tool in list order, and the sums.
#[derive(Clone, Debug)]
pub struct Weight {
    pub tools: Vec<ToolWeight>,
    pub bytes: usize,
    pub tokens: usize,
}

impl Weight {
    /// The tools, heaviest first by `measure`, then by the other measure, then by name.
    pub fn heaviest_by(&self, measure: Measure) -> Vec<&ToolWeight> {
        let mut tools: Vec<&ToolWeight> = self.tools.iter().collect();
        let key = |t: &ToolWeight| match measure {
            Measure::Tokens => (t.tokens, t.bytes),
            Measure::Bytes => (t.bytes, t.tokens),
        };
        tools.sort_by(|a, b| key(b).cmp(&key(a)).then_with(|| a.name.cmp(&b.name)));
        tools
    }
}

/// What a client passes to a model for one tool: its name, title, description, input and
/// output schemas, as compact JSON in that order (members the tool lacks are left out).
pub fn model_text(tool: &Item) -> String {
    let mut members: Vec<(&str, String)> = Vec::new();
    for (member, text) in [
        ("name", &tool.name),
        ("title", &tool.title),
        ("description", &tool.description),
    ] {
        if let Some(text) = text {
            members.push((member, Value::String(text.value.clone()).to_string()));
        }
    }
    for (member, schema) in [
        ("inputSchema", tool.input_schema()),
        ("outputSchema", tool.output_schema()),
    ] {
        if let Some(schema) = schema {
            members.push((member, Node::to_json(schema)));
        }
    }
    let members: Vec<String> = (members.iter())
        .map(|(member, value)| format!("\"{member}\":{value}"))
        .collect();
    format!("{{{}}}", members.join(","))
}

/// Weighs every tool of a list, in parallel for long ones.
pub fn weigh_list(list: &List) -> Weight {
    let tokenizer = bpe_openai::o200k_base();
    let tools: Vec<ToolWeight> = (list.items.par_iter())
        .with_min_len(64)
        .map(|tool| {
            let text = model_text(tool);
            ToolWeight {
                name: tool.key.value.clone(),
                bytes: text.len(),
                tokens: tokenizer.count(text.as_str()),
                place: tool.place().clone(),
            }
        })
        .collect();
    Weight {
        bytes: tools.iter().map(|t| t.bytes).sum(),
        tokens: tools.iter().map(|t| t.tokens).sum(),
        tools,
    }
}

/// Loads the encoding on another thread, so that it is ready by the time the inputs are read
/// and checked (loading takes about as long as counting a 1 MB list).
pub fn warm_up() {
    std::thread::spawn(bpe_openai::o200k_base);
}

/// The tools list of a surface, weighed; `None` when the surface holds no tools list.
pub fn weigh(surface: &Surface) -> Option<Weight> {
    surface.tools.as_ref().map(weigh_list)
}

/// What a limit counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    Bytes,
    Tokens,
}

impl Measure {
    fn of(self, bytes: usize, tokens: usize) -> usize {
        match self {
            Measure::Bytes => bytes,
            Measure::Tokens => tokens,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Measure::Bytes => "bytes",
            Measure::Tokens => "tokens",
        }
    }

    /// "1,234 tokens", "1 234 токена": the amount, grouped, with its noun.
    pub(crate) fn amount(self, n: usize, lang: Lang) -> String {
        let noun = match self {
            Measure::Bytes => counted! { en: ["byte", "bytes"], ru: ["байт", "байта", "байт"] },
            Measure::Tokens => {
                counted! { en: ["token", "tokens"], ru: ["токен", "токена", "токенов"] }
            }
        };
        format!("{} {}", grouped(n, lang), noun.form(n, lang))
    }
}

/// "528 bytes, 123 tokens (o200k_base)": what a tool or a list costs, as the reference shows it.
pub fn cost(bytes: usize, tokens: usize, lang: Lang) -> String {
    format!(
        "{}, {} ({ENCODING})",
        Measure::Bytes.amount(bytes, lang),
        Measure::Tokens.amount(tokens, lang)
    )
}

/// A limit passed: the whole list's (`tool` is `None`) or one tool's.
#[derive(Clone, Debug)]
pub struct Excess {
    pub measure: Measure,
    pub limit: usize,
    pub actual: usize,
    /// The tool over a per-tool limit.
    pub tool: Option<ToolWeight>,
    /// For the list, its heaviest tools; for a tool, the tool itself.
    pub heaviest: Vec<ToolWeight>,
}

impl Excess {
    pub fn code(&self) -> Code {
        match self.tool {
            Some(_) => Code::BudgetTool,
            None => Code::BudgetList,
        }
    }

    /// The line of the heaviest tool named, to point CI annotations at.
    pub fn line(&self) -> Option<usize> {
        self.heaviest.first().map(|tool| tool.place.line)
    }

    pub fn message(&self) -> Message {
        let measure = self.measure;
        let names = |lang| {
            let named: Vec<String> = (self.heaviest.iter())
                .map(|t| {
                    let amount = measure.of(t.bytes, t.tokens);
                    match lang {
                        Lang::En => {
                            format!("\"{}\" ({})", inert_line(&t.name), grouped(amount, lang))
                        }
                        Lang::Ru => {
                            format!("«{}» ({})", inert_line(&t.name), grouped(amount, lang))
                        }
                    }
                })
                .collect();
            named.join(", ")
        };
        let over = |lang| grouped(self.actual - self.limit, lang);
        let limit = |lang| grouped(self.limit, lang);
        // Only a count of tokens depends on the encoding.
        let actual = |lang| match measure {
            Measure::Bytes => measure.amount(self.actual, lang),
            Measure::Tokens => format!("{} ({ENCODING})", measure.amount(self.actual, lang)),
        };
        match &self.tool {
            None => msg! {
                en: format!(
                    "The tools list costs {}, {} over the limit of {}; the heaviest: {}.",
                    actual(Lang::En), over(Lang::En), limit(Lang::En), names(Lang::En)
                ),
                ru: format!(
                    "Перечень инструментов занимает {}\u{a0}— на {} больше предела в {}; самые тяжёлые: {}.",
                    actual(Lang::Ru), over(Lang::Ru), limit(Lang::Ru), names(Lang::Ru)
                ),
            },
            Some(tool) => msg! {
                en: format!(
                    "Tool \"{}\" costs {}, {} over the per-tool limit of {}.",
                    inert_line(&tool.name), actual(Lang::En), over(Lang::En), limit(Lang::En)
                ),
                ru: format!(
                    "Инструмент «{}» занимает {}\u{a0}— на {} больше предела для одного инструмента ({}).",
                    inert_line(&tool.name), actual(Lang::Ru), over(Lang::Ru), limit(Lang::Ru)
                ),
            },
        }
    }

    fn to_json(&self, lang: Lang) -> Value {
        json!({
            "rule": self.code().id(),
            "measure": self.measure.as_str(),
            "limit": self.limit,
            "actual": self.actual,
            "tool": self.tool.as_ref().map(|t| &t.name),
            "heaviest": self.heaviest.iter().map(tool_json).collect::<Vec<_>>(),
            "message": self.message().get(lang),
        })
    }
}

/// The limit `actual` passes, if it passes one.
fn passed(limit: Option<usize>, actual: usize) -> Option<usize> {
    limit.filter(|&limit| actual > limit)
}

/// The limits a weight passes, the list's first, then each tool's in list order.
pub fn excesses(weight: &Weight, limits: &BudgetArgs) -> Vec<Excess> {
    let list_limits = [
        (limits.max_tokens, Measure::Tokens),
        (limits.max_bytes, Measure::Bytes),
    ];
    let tool_limits = [
        (limits.max_tool_tokens, Measure::Tokens),
        (limits.max_tool_bytes, Measure::Bytes),
    ];
    let mut found = Vec::new();
    for (limit, measure) in list_limits {
        let actual = measure.of(weight.bytes, weight.tokens);
        if let Some(limit) = passed(limit, actual) {
            let heaviest = weight.heaviest_by(measure);
            found.push(Excess {
                measure,
                limit,
                actual,
                tool: None,
                heaviest: (heaviest.into_iter().take(HEAVIEST_NAMED).cloned()).collect(),
            });
        }
    }
    for tool in &weight.tools {
        for (limit, measure) in tool_limits {
            let actual = measure.of(tool.bytes, tool.tokens);
            if let Some(limit) = passed(limit, actual) {
                found.push(Excess {
                    measure,
                    limit,
                    actual,
                    tool: Some(tool.clone()),
                    heaviest: vec![tool.clone()],
                });
            }
        }
    }
    found
}

/// One input's budget: where its tools list was read, what it costs, what it passes.
pub struct Budget {
    /// The input's name in the output: a file's path, `<stdin>`, `tools/list` for the probe.
    pub label: String,
    /// The file the lines of the tools point into, when there is one (a checked file, the
    /// probe's `--save` transcript).
    pub file: Option<String>,
    pub weight: Weight,
    pub excesses: Vec<Excess>,
}

impl Budget {
    pub fn new(label: String, file: Option<String>, weight: Weight, limits: &BudgetArgs) -> Self {
        let excesses = excesses(&weight, limits);
        Budget {
            label,
            file,
            weight,
            excesses,
        }
    }

    /// The table for people: a header with the totals and the encoding, the ten heaviest tools,
    /// then each excess.
    pub fn human(&self, lang: Lang) -> String {
        let weight = &self.weight;
        let tools =
            counted! { en: ["tool", "tools"], ru: ["инструмент", "инструмента", "инструментов"] };
        let count = weight.tools.len();
        let totals = format!(
            "{} {}, {}, {}",
            grouped(count, lang),
            tools.form(count, lang),
            Measure::Bytes.amount(weight.bytes, lang),
            Measure::Tokens.amount(weight.tokens, lang)
        );
        let mut out = match lang {
            Lang::En => format!("Context budget of {}: {totals} ({ENCODING})\n", self.label),
            Lang::Ru => format!(
                "Бюджет контекста для {}: {totals} ({ENCODING})\n",
                self.label
            ),
        };
        let heaviest = weight.heaviest_by(Measure::Tokens);
        let shown = &heaviest[..heaviest.len().min(HEAVIEST_SHOWN)];
        let (tool, bytes, tokens) = match lang {
            Lang::En => ("tool", "bytes", "tokens"),
            Lang::Ru => ("инструмент", "байты", "токены"),
        };
        let names: Vec<String> = shown.iter().map(|t| inert_line(&t.name)).collect();
        let width = (names.iter().map(|name| name.chars().count()))
            .chain([tool.chars().count()])
            .max()
            .unwrap_or(0);
        out.push_str(&format!("  {tool:<width$}  {bytes:>10}  {tokens:>10}\n"));
        for (t, name) in shown.iter().zip(&names) {
            out.push_str(&format!(
                "  {:<width$}  {:>10}  {:>10}\n",
                name,
                grouped(t.bytes, lang),
                grouped(t.tokens, lang)
            ));
        }
        let rest = heaviest.len() - shown.len();
        if rest > 0 {
            let more = tools.form(rest, lang);
            out.push_str(&match lang {
                Lang::En => format!("  … and {} more {more}\n", grouped(rest, lang)),
                Lang::Ru => format!("  … и ещё {} {more}\n", grouped(rest, lang)),
            });
        }
        for excess in &self.excesses {
            out.push_str(&format!(
                "{}[{}]: {}\n",
                Severity::Error.noun().form(1, lang),
                excess.code().id(),
                excess.message().get(lang)
            ));
        }
        out
    }

    /// The budget as JSON: the encoding, the totals, every tool in list order.
    pub fn weight_json(&self) -> Value {
        let weight = &self.weight;
        json!({
            "encoding": ENCODING,
            "tools": weight.tools.len(),
            "bytes": weight.bytes,
            "tokens": weight.tokens,
            "weights": weight.tools.iter().map(tool_json).collect::<Vec<_>>(),
        })
    }

    /// The probe's `budget` member: the weight with its excesses inside.
    pub fn probe_json(&self, lang: Lang) -> Value {
        let mut weight = self.weight_json();
        weight["excesses"] = self.excesses_json(lang).into();
        weight
    }

    pub fn excesses_json(&self, lang: Lang) -> Vec<Value> {
        self.excesses.iter().map(|e| e.to_json(lang)).collect()
    }

    /// The excesses as the CI formats take them.
    pub fn remarks(&self, lang: Lang) -> Vec<Remark> {
        (self.excesses.iter())
            .map(|excess| Remark {
                code: excess.code(),
                about: self.label.clone(),
                message: excess.message().get(lang).to_owned(),
                place: (self.file.clone()).zip(excess.line()),
            })
            .collect()
    }

    /// The line `check --format json` adds for the input after its documents.
    pub fn json_line(&self, lang: Lang) -> String {
        /// A struct, so that `input` comes first as in the documents' lines.
        #[derive(serde::Serialize)]
        struct Line<'a> {
            input: &'a str,
            budget: Value,
            excesses: Vec<Value>,
        }
        let line = Line {
            input: &self.label,
            budget: self.weight_json(),
            excesses: self.excesses_json(lang),
        };
        serde_json::to_string(&line).unwrap_or_default()
    }
}

/// The budget of every input of `check` that holds a tools list, in the order of the inputs.
/// Says on standard error when none does, so that a limit never passes for want of a list.
pub fn of_inputs(inputs: &[Input], limits: &BudgetArgs, lang: Lang) -> Vec<Budget> {
    let budgets: Vec<Budget> = (inputs.iter())
        .filter_map(|input| {
            let weight = weigh(&surface::read(vec![input.source()?]).ok()?)?;
            let file = (input.label != STDIN_LABEL).then(|| input.label.clone());
            Some(Budget::new(input.label.clone(), file, weight, limits))
        })
        .collect();
    if budgets.is_empty() {
        eprintln!(
            "mcp-anatomy: {}",
            super::model::said(&no_tools_list(), lang)
        );
    }
    budgets
}

/// The budget of the tools list a probe walked, read from its transcript; `save` is where the
/// transcript is written, which the tools' lines point into.
pub fn of_probe(
    transcript: &str,
    save: Option<&std::path::Path>,
    limits: &BudgetArgs,
) -> Option<Budget> {
    let label = "tools/list";
    let source = Source::new(label, transcript, true);
    let weight = weigh(&surface::read(vec![source]).ok()?)?;
    let file = save.map(|path| path.display().to_string());
    Some(Budget::new(label.to_owned(), file, weight, limits))
}

/// 1 when a budget was passed, else 0.
pub fn exit_status(budgets: &[Budget]) -> u8 {
    match budgets.iter().any(|b| !b.excesses.is_empty()) {
        true => super::model::EXIT_INVALID,
        false => super::model::EXIT_VALID,
    }
}

/// Said when the budget was asked for and there is no tools list to weigh.
pub fn no_tools_list() -> Message {
    msg!(
        "context budget: no `tools/list` answer to weigh",
        "бюджет контекста: нет ответа на `tools/list`\u{a0}— взвешивать нечего"
    )
}

fn tool_json(tool: &ToolWeight) -> Value {
    json!({"name": tool.name, "bytes": tool.bytes, "tokens": tool.tokens, "line": tool.place.line})
}

/// A number with its digits grouped in threes: "12,345" in English, "12 345" (with no-break
/// spaces) in Russian.
pub fn grouped(n: usize, lang: Lang) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Ru => '\u{a0}',
    };
    crate::prose::group_digits(&n.to_string(), separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_grouped_in_threes_with_each_language_separator() {
        let cases = [
            (0, "0", "0"),
            (999, "999", "999"),
            (1000, "1,000", "1\u{a0}000"),
            (12345, "12,345", "12\u{a0}345"),
            (1234567, "1,234,567", "1\u{a0}234\u{a0}567"),
        ];
        for (n, en, ru) in cases {
            assert_eq!(grouped(n, Lang::En), en);
            assert_eq!(grouped(n, Lang::Ru), ru);
        }
    }

    #[test]
    fn amounts_take_the_russian_plural_of_their_number() {
        assert_eq!(Measure::Tokens.amount(1, Lang::Ru), "1 токен");
        assert_eq!(Measure::Tokens.amount(22, Lang::Ru), "22 токена");
        assert_eq!(Measure::Tokens.amount(111, Lang::Ru), "111 токенов");
        assert_eq!(Measure::Bytes.amount(2, Lang::Ru), "2 байта");
        assert_eq!(Measure::Bytes.amount(12345, Lang::Ru), "12\u{a0}345 байт");
        assert_eq!(Measure::Bytes.amount(1, Lang::En), "1 byte");
        assert_eq!(Measure::Tokens.amount(1001, Lang::En), "1,001 tokens");
    }
}
