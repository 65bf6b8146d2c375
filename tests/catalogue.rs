//! Every code of the catalogue: its bad example reports it, its good example is clean, its
//! quick fixes remove it; and the documented index (README, docs/codes.md) is current.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::expand_example;
use common::proofread::{
    english_words, markdown_faults, msg_literals, proofread, russian_literals, terminal_faults,
    values_in_guillemets,
};
use mcp_anatomy::engine::{self, apply_edits, sentence, variants};
use mcp_anatomy::spec::codes::{Code, Severity};
use mcp_anatomy::spec::notices::NOTICES;
use mcp_anatomy::spec::parts::PARTS;
use mcp_anatomy::spec::samples::SAMPLES;
use mcp_anatomy::spec::{DEFAULT_SPEC_BASE, Lang};

/// The codes the engine reports on a document, whose examples are documents; a command's codes
/// (the budget's, the probe's, the migration report's) are run by the command's own tests
/// (tests/budget.rs, tests/probe_codes.rs).
fn document_codes() -> impl Iterator<Item = Code> {
    (Code::ALL.iter().copied()).filter(|code| code.info().found_in_documents())
}

fn codes_in(text: &str) -> Vec<Code> {
    engine::check(text)
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.code)
        .collect()
}

#[test]
fn bad_examples_report_their_code() {
    for code in document_codes() {
        let bad = expand_example(code.info().bad);
        assert!(
            bad_report(code)
                .diagnostics
                .iter()
                .any(|d| d.diagnostic.code == code),
            "{}: bad example does not report it:\n{bad}",
            code.id()
        );
    }
}

#[test]
fn good_examples_are_clean() {
    for code in document_codes() {
        let good = expand_example(code.info().good);
        let report = engine::check(&good);
        let loud: Vec<_> = report
            .diagnostics
            .iter()
            .filter(|d| d.diagnostic.severity() > Severity::Info)
            .map(|d| (d.diagnostic.code.id(), d.diagnostic.message(Lang::En)))
            .collect();
        assert!(
            loud.is_empty(),
            "{}: good example is not clean: {loud:?}\n{good}",
            code.id()
        );
        assert!(
            !codes_in(&good).contains(&code),
            "{}: good example reports it",
            code.id()
        );
    }
}

#[test]
fn quick_fixes_remove_what_they_fix() {
    let mut applied = 0;
    for code in document_codes() {
        let bad = expand_example(code.info().bad);
        let report = engine::check(&bad);
        let before = report
            .diagnostics
            .iter()
            .filter(|d| d.diagnostic.code == code)
            .count();
        for located in report
            .diagnostics
            .iter()
            .filter(|d| d.diagnostic.code == code)
        {
            for fix in &located.diagnostic.fixes {
                let fixed = apply_edits(&bad, &fix.edits).unwrap_or_else(|| {
                    panic!("{}: edits of '{}' overlap", code.id(), fix.title(Lang::En))
                });
                let after = codes_in(&fixed).iter().filter(|c| **c == code).count();
                assert!(
                    after < before,
                    "{}: '{}' left the diagnostic in place:\n{fixed}",
                    code.id(),
                    fix.title(Lang::En)
                );
                assert!(
                    !codes_in(&fixed)
                        .iter()
                        .any(|c| c.severity() == Severity::Error && c.id().starts_with("syntax/")),
                    "{}: '{}' broke the JSON:\n{fixed}",
                    code.id(),
                    fix.title(Lang::En)
                );
                applied += 1;
            }
        }
    }
    assert!(applied >= 14, "only {applied} quick fixes were exercised");
}

#[test]
fn codes_are_unique_and_namespaced() {
    let mut ids: Vec<&str> = Code::ALL.iter().map(|c| c.id()).collect();
    assert!(ids.is_sorted(), "the catalogue is ordered by id (build.rs)");
    ids.sort_unstable();
    let before = ids.len();
    ids.dedup();
    assert_eq!(before, ids.len(), "duplicate code ids");
    for id in ids {
        let (area, name) = id.split_once('/').expect("area/name");
        assert!(
            !area.is_empty()
                && !name.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '/'),
            "{id}"
        );
    }
}

/// The report of a code's bad example; the not-UTF-8 example is bytes, not text.
fn bad_report(code: Code) -> engine::Report {
    match code {
        Code::NotUtf8 => engine::check_bytes(b"{\"ttlMs\": \xff}").1,
        _ => engine::check(&expand_example(code.info().bad)),
    }
}

#[test]
fn english_words_are_found_outside_code_and_quotes() {
    assert_eq!(
        english_words("Поле `ttlMs` равно \"public\"; JSON и MCP"),
        Vec::<String>::new()
    );
    assert_eq!(
        english_words("результат discovery"),
        vec!["discovery".to_owned()]
    );
}

#[test]
fn the_proofreader_flags_each_fault() {
    assert_eq!(
        proofread("Поле `ttlMs`\u{a0}— «public»; JSON и MCP, 21 ошибка, из 1 сообщения"),
        Vec::<String>::new()
    );
    for faulty in [
        "результат discovery",
        "член объекта",
        "в редакции 2026-07-28",
        "конверт ответа",
        "поле - строка",
        "поле — строка",
        "5 ошибка",
        "22 ошибок",
        "11 ошибка",
        "`ttlMs",
        "значение \"public\"",
        // Issue 50: the calques, «старше» of a revision, capitals with no party, a hyphen
        // for a minus. Each is the old text of a help line or finding.
        "Дайте каждому инструменту своё имя: клиент вызывает инструменты по имени.",
        "Давайте каждому запросу идентификатор, которого нет ни у одного запроса.",
        "Держите значение не больше 9\u{a0}007\u{a0}199\u{a0}254\u{a0}740\u{a0}991.",
        "Придайте каждому ключевому слову форму, которую требует метасхема диалекта.",
        "Ставьте `x-mcp-header` только на свойства типа `string`.",
        "Используйте одно из перечисленных значений точно, строчными буквами.",
        "Сервер не реализует `server/discover`: он старше ревизии 2026-07-28.",
        "Значение `required` ДОЛЖНО быть массивом.",
        "Каждый элемент `required` ДОЛЖЕН быть строкой.",
        "Отвечайте на такой курсор кодом -32602 (неверные параметры).",
    ] {
        assert_eq!(
            proofread(faulty).len(),
            1,
            "{faulty}: {:?}",
            proofread(faulty)
        );
    }
    // Their rewritten forms read as the page's own.
    for good in [
        "Назовите инструменты по-разному: клиент вызывает инструмент по имени.",
        "Присваивайте каждому запросу идентификатор, которого нет ни у одного запроса.",
        "Задайте значение не больше 9\u{a0}007\u{a0}199\u{a0}254\u{a0}740\u{a0}991\u{a0}мс.",
        "Запишите одно из перечисленных значений без изменений, строчными буквами.",
        "Сервер не реализует `server/discover`: это сервер прежней ревизии, вышедшей раньше 2026-07-28.",
        "Значение `required` должно быть массивом.",
        "Реализовать его ДОЛЖНЫ все серверы; клиент может его не вызывать.",
        "Отвечайте на такой курсор кодом `-32602`; год 2026-07-28, UTF-8, 1–128, 2⁵³\u{a0}− 1.",
    ] {
        assert_eq!(proofread(good), Vec::<String>::new(), "{good}");
    }
    // A summary or help quotes no document: a value in it is code, never «ёлочки».
    assert_eq!(
        values_in_guillemets(
            "Укажите `cacheScope` «private» или 0 («каждый раз спрашивать заново»)."
        ),
        vec!["the value «private» the reader writes, as code".to_owned()]
    );
    assert!(values_in_guillemets("Укажите `\"private\"` («UTF-8 с BOM»).").is_empty());
    // A terminal report: its own sentence is read, an excerpt and code shown plainly are not.
    let report = "итог — 5 ошибка\n1 │ {\"a\" — 5 ошибка}\nподсказка: Добавьте ttlMs \"1\"";
    assert_eq!(
        terminal_faults(report).len(),
        2,
        "{:?}",
        terminal_faults(report)
    );
    // A Markdown page: escapes resolved, every block read, code blocks and Latin words not.
    let page = "## Замечания - итог\n\n| Где | Что |\n|---|---|\n| `ttlMs` | 5 ошибка |\n| x | Server text |\n| <code>{\"a\":1}</code> | да |\n\n```\n\"a\" - 5 ошибка\n```\n\nВсего 1\\. — конец\n";
    assert_eq!(
        markdown_faults(page).len(),
        3,
        "{:?}",
        markdown_faults(page)
    );
}

/// Every finding of every section, each branch of its sentence (engine::variants), and every
/// quick fix's title, in both languages, in one file a reviewer reads in one go
/// (tests/snapshots/catalogue__variants.snap); each Russian sentence proofread.
#[test]
fn every_variant_in_both_languages_reads_as_the_page() {
    let mut all = String::new();
    let mut faults = Vec::new();
    let mut read = |all: &mut String, en: String, ru: String| {
        for problem in proofread(&ru) {
            faults.push(format!("{problem}: {ru}"));
        }
        all.push_str(&format!("en: {en}\nru: {ru}\n\n"));
    };
    for finding in variants::findings() {
        all.push_str(&format!("## {finding:?}\n"));
        read(
            &mut all,
            finding.message(Lang::En),
            finding.message(Lang::Ru),
        );
    }
    for title in variants::fix_titles() {
        all.push_str(&format!("## fix {title:?}\n"));
        let [en, ru] = [Lang::En, Lang::Ru].map(|lang| variants::fix_title(&title, lang));
        read(&mut all, en, ru);
    }
    insta::assert_snapshot!("variants", all);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Every sentence a Russian reader can get: messages, fix titles and help of every code.
#[test]
fn russian_text_holds_no_english_words() {
    let mut offending = Vec::new();
    for &code in Code::ALL {
        let report = bad_report(code);
        let mut sentences = vec![code.info().help.get(Lang::Ru).to_owned()];
        for d in &report.diagnostics {
            sentences.push(d.diagnostic.message(Lang::Ru));
            sentences.extend(d.diagnostic.fixes.iter().map(|f| f.title(Lang::Ru)));
        }
        for sentence in sentences {
            let words = english_words(&sentence);
            if !words.is_empty() {
                offending.push(format!("{}: {words:?} in {sentence}", code.id()));
            }
        }
    }
    assert!(offending.is_empty(), "{}", offending.join("\n"));
}

/// Every code's message, fix titles and help in both languages, in one file a reviewer reads
/// top to bottom (tests/snapshots/catalogue__messages.snap).
#[test]
fn messages_in_both_languages() {
    let mut all = String::new();
    for &code in Code::ALL {
        if !code.info().found_in_documents() {
            // The command writes the message; the help is the catalogue's.
            all.push_str(&format!("## {}\n", code.id()));
            for lang in [Lang::En, Lang::Ru] {
                let help = code.info().help.get(lang);
                all.push_str(&format!("{}  help: {help}\n", lang.tag()));
            }
            all.push('\n');
            continue;
        }
        let report = bad_report(code);
        let own: Vec<_> = (report.diagnostics.iter())
            .filter(|d| d.diagnostic.code == code)
            .collect();
        assert!(
            !own.is_empty(),
            "{}: the bad example does not report it",
            code.id()
        );
        all.push_str(&format!("## {}\n", code.id()));
        for lang in [Lang::En, Lang::Ru] {
            for d in &own {
                all.push_str(&format!("{}: {}\n", lang.tag(), d.diagnostic.message(lang)));
                for fix in &d.diagnostic.fixes {
                    all.push_str(&format!("{}  fix: {}\n", lang.tag(), fix.title(lang)));
                }
            }
            all.push_str(&format!(
                "{}  help: {}\n",
                lang.tag(),
                code.info().help.get(lang)
            ));
        }
        all.push('\n');
    }
    insta::assert_snapshot!("messages", all);
}

/// The generated index of codes. `make regen` rewrites the files.
fn codes_table() -> String {
    let mut out = String::from("| code | severity | what it means |\n|---|---|---|\n");
    for &code in Code::ALL {
        let info = code.info();
        out.push_str(&format!(
            "| [`{}`](docs/codes.md#{}) | {} | {} |\n",
            info.id,
            info.id.replace('/', ""),
            info.severity.as_str(),
            info.summary.get(Lang::En)
        ));
    }
    out
}

fn codes_document() -> String {
    let mut out = String::from(
        "# Diagnostic codes\n\n<!-- Generated by `make regen` from the codes! declarations of each rule's module (src/engine) and of each command's (src/cli). -->\n\n\
         Codes are stable: a code keeps its meaning forever. `error` breaks a MUST or the schema, `warning` \
         breaks a SHOULD or real clients, `info` is advice. In the examples, `…` stands for the other members \
         of a valid discover result and `[×200` for two hundred opening brackets. A command's examples are \
         its command line, with the file it reads or, before it, the fixture server of the repository's \
         `tests/servers/` it starts on a free port (`PORT`).\n",
    );
    for &code in Code::ALL {
        let info = code.info();
        // A command's examples are its command line, after a server it starts or before the file it reads.
        let fence = if info.found_in_documents() {
            "json"
        } else {
            "console"
        };
        out.push_str(&format!(
            "\n## {}\n\n**{}** · [specification]({})\n\n{}\n\n{}\n\nRu: {} {}\n\nBad:\n\n```{fence}\n{}\n```\n\nGood:\n\n```{fence}\n{}\n```\n",
            info.id,
            info.severity.as_str(),
            info.page.url(DEFAULT_SPEC_BASE),
            info.summary.en,
            info.help.en,
            info.summary.ru,
            info.help.ru,
            info.bad.replace('\t', "\\t"),
            info.good
        ));
    }
    out
}

/// The `Code` union of the TypeScript declarations, one member per line.
fn codes_union() -> String {
    (document_codes())
        .map(|code| format!("  | '{}'\n", code.info().id))
        .collect()
}

/// The `DocumentKind` union of the TypeScript declarations.
fn kinds_union() -> String {
    (engine::DocumentKind::ALL.iter())
        .map(|kind| format!("  | '{}'\n", kind.id()))
        .collect()
}

/// The help table of one language, which the loader fetches for the browser modules (they
/// carry none): a module whose default export maps each code to its help and each template of a
/// finding's sentence (`#` and its number) to its text, as `engine::sentence` reads them; and
/// the texts the full module leaves out (`spec::later!`: the purpose, details and fragment of
/// every part, the text of every sample but the first, and the editor's notices), as
/// `web::hooks::use_help::or_later` reads them.
fn help_table(lang: Lang) -> String {
    let templates = common::templates(lang);
    let later = (PARTS[1..].iter())
        .flat_map(|part| {
            [
                (format!("purpose:{}", part.id), part.purpose.get(lang)),
                (format!("details:{}", part.id), part.details.get(lang)),
                (format!("fragment:{}", part.id), part.fragment),
            ]
        })
        .chain((SAMPLES[1..].iter()).map(|sample| (format!("sample:{}", sample.id), sample.text)))
        .chain(
            (NOTICES.iter()).map(|notice| (format!("notice:{}", notice.id), notice.text.get(lang))),
        );
    // The browser meets only the codes found in documents.
    let entries: serde_json::Map<String, serde_json::Value> = document_codes()
        .map(|code| (code.id().to_owned(), code.info().help.get(lang).into()))
        .chain((templates.iter()).map(|(id, t)| (sentence::table_key(*id), (*t).into())))
        .chain(later.map(|(key, text)| (key, text.into())))
        .collect();
    let json = serde_json::to_string(&entries).expect("strings serialise");
    format!(
        "// Generated by `make regen` from the catalogue and the sentences of src/engine.\nexport default {json};\n"
    )
}

/// Replaces what stands between `begin` and `end` in `text`.
fn between(text: &str, begin: &str, end: &str, with: &str) -> (String, String) {
    let start = text.find(begin).expect("begin marker") + begin.len();
    let stop = text.find(end).expect("end marker");
    (
        text[start..stop].to_owned(),
        format!("{}{}{}", &text[..start], with, &text[stop..]),
    )
}

#[test]
fn documented_index_is_current() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc_path = root.join("docs/codes.md");
    let readme_path = root.join("README.md");
    let types_path = root.join("www/mcp-anatomy.d.ts");
    let readme = std::fs::read_to_string(&readme_path).expect("README.md");
    let types = std::fs::read_to_string(&types_path).expect("www/mcp-anatomy.d.ts");
    let table = codes_table();
    let union = codes_union();
    let doc = codes_document();
    let (readme_table, new_readme) = between(
        &readme,
        "<!-- codes:begin -->\n",
        "<!-- codes:end -->",
        &table,
    );
    let (types_union, new_types) = between(&types, "  // codes:begin\n", "  // codes:end", &union);
    let kinds = kinds_union();
    let (types_kinds, new_types) =
        between(&new_types, "  // kinds:begin\n", "  // kinds:end", &kinds);
    let help_path = |lang: Lang| root.join(format!("www/mcp-anatomy-help-{}.js", lang.tag()));
    if std::env::var_os("UPDATE_DOCS").is_some() {
        for lang in [Lang::En, Lang::Ru] {
            std::fs::write(help_path(lang), help_table(lang)).unwrap();
        }
        std::fs::create_dir_all(root.join("docs")).unwrap();
        std::fs::write(&doc_path, &doc).unwrap();
        std::fs::write(&readme_path, new_readme).unwrap();
        std::fs::write(&types_path, new_types).unwrap();
        return;
    }
    assert_eq!(
        readme_table, table,
        "README code table is stale: make regen"
    );
    assert_eq!(
        types_union, union,
        "the Code type in www/mcp-anatomy.d.ts is stale: make regen"
    );
    assert_eq!(
        types_kinds, kinds,
        "the DocumentKind type in www/mcp-anatomy.d.ts is stale: make regen"
    );
    assert_eq!(
        std::fs::read_to_string(&doc_path).unwrap_or_default(),
        doc,
        "docs/codes.md is stale: make regen"
    );
    for lang in [Lang::En, Lang::Ru] {
        assert_eq!(
            std::fs::read_to_string(help_path(lang)).unwrap_or_default(),
            help_table(lang),
            "{} is stale: make regen",
            help_path(lang).display()
        );
    }
}

/// The text of an HTML page as a reader sees it: tags dropped, `<code>` as a code span, the
/// no-break space entity as the character.
fn page_text(html: &str) -> String {
    let html = html
        .replace("<code>", "`")
        .replace("</code>", "`")
        .replace("&nbsp;", "\u{a0}");
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// The Rust files under `dir`, at any depth.
fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// Every other Russian text a reader meets: each code's summary and help, docs/codes.md, the
/// parts and fields of the drawing and the checklist, and the widget's own texts.
#[test]
fn every_russian_text_reads_as_the_page() {
    let mut texts: Vec<(String, String)> = Vec::new();
    let mut faults: Vec<String> = Vec::new();
    for &code in Code::ALL {
        let info = code.info();
        for (what, text) in [
            ("summary", info.summary.get(Lang::Ru)),
            ("help", info.help.get(Lang::Ru)),
        ] {
            faults.extend(
                values_in_guillemets(text)
                    .into_iter()
                    .map(|problem| format!("{} {what}: {problem}: {text}", code.id())),
            );
        }
        texts.push((
            format!("{} summary", code.id()),
            info.summary.get(Lang::Ru).to_owned(),
        ));
        texts.push((
            format!("{} help", code.id()),
            info.help.get(Lang::Ru).to_owned(),
        ));
    }
    for notice in NOTICES {
        let text = notice.text.get(Lang::Ru);
        // A notice is a sentence: it ends with a period, or a colon before the link it leads to.
        if !(text.ends_with('.') || text.ends_with(':')) {
            faults.push(format!("notice {}: no final period: {text}", notice.id));
        }
        texts.push((format!("notice {}", notice.id), text.to_owned()));
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let codes = std::fs::read_to_string(root.join("docs/codes.md")).unwrap();
    for line in codes.lines().filter(|line| line.starts_with("Ru: ")) {
        texts.push(("docs/codes.md".into(), line["Ru: ".len()..].to_owned()));
    }
    for file in [
        "src/spec/parts.rs",
        "src/spec/fields.rs",
        "src/web/text.rs",
        "src/surface/reference.rs",
    ] {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        let literals = russian_literals(&source);
        assert!(
            literals.len() > 10,
            "{file}: {} Russian texts",
            literals.len()
        );
        texts.extend(literals.into_iter().map(|text| (file.to_owned(), text)));
    }
    // The secondary screens' sentences (`msg!`, `text!`): reading, the reference's words,
    // diff, and the command line's probe, migration report, budget and render.
    let before = texts.len();
    for file in rust_files(&root.join("src/cli"))
        .into_iter()
        .chain(rust_files(&root.join("src/surface")))
    {
        let source = std::fs::read_to_string(&file).unwrap();
        let place = file.strip_prefix(root).unwrap().display().to_string();
        texts.extend(
            msg_literals(&source)
                .into_iter()
                .map(|text| (place.clone(), text)),
        );
    }
    assert!(
        texts.len() - before > 200,
        "{} Russian texts in src/cli and src/surface",
        texts.len() - before
    );
    // The Russian example pages (www/examples/*ru*.html): each line of text, code as code.
    for entry in std::fs::read_dir(root.join("www/examples")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !(name.contains("ru") && name.ends_with(".html")) {
            continue;
        }
        let html = std::fs::read_to_string(&path).unwrap();
        texts.extend(
            page_text(&html)
                .lines()
                .map(str::trim)
                .filter(|line| line.chars().any(|c| ('а'..='я').contains(&c)))
                .map(|line| (format!("www/examples/{name}"), line.to_owned())),
        );
    }
    faults.extend((texts.iter()).flat_map(|(place, text)| {
        proofread(text)
            .into_iter()
            .map(move |problem| format!("{place}: {problem}: {text}"))
    }));
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}
