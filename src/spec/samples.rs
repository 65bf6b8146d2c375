//! Sample documents for the editor: one valid answer, the two error answers a client meets,
//! and the mistakes seen most often. Written for this project.

use super::{Text, text};

pub struct Sample {
    pub id: &'static str,
    pub title: Text,
    pub text: &'static str,
}

pub const SAMPLES: &[Sample] = &[
    Sample {
        id: "valid",
        title: text! {
            en: "Valid response",
            ru: "Корректный ответ",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "result": {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {
      "tools": {"listChanged": true},
      "resources": {"subscribe": true, "listChanged": true}
    },
    "_meta": {
      "io.modelcontextprotocol/serverInfo": {"name": "weather", "title": "Weather", "version": "3.2.1"}
    },
    "instructions": "Ask for a city before calling get_forecast.",
    "ttlMs": 3600000,
    "cacheScope": "public"
  }
}
"#,
    },
    Sample {
        id: "legacy",
        title: text! {
            en: "Legacy server (-32601)",
            ru: "Сервер прежней редакции (-32601)",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "error": {"code": -32601, "message": "Method not found"}
}
"#,
    },
    Sample {
        id: "unsupported",
        title: text! {
            en: "Other revision (-32022)",
            ru: "Другая редакция (-32022)",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "error": {
    "code": -32022,
    "message": "Unsupported protocol version",
    "data": {"supported": ["2026-07-28"], "requested": "2027-01-01"}
  }
}
"#,
    },
    Sample {
        id: "draft-server-info",
        title: text! {
            en: "Mistake: serverInfo at the top",
            ru: "Ошибка: serverInfo в корне",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "result": {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {"prompts": {}},
    "serverInfo": {"name": "notes", "version": "0.4.0"},
    "ttlMs": 600000,
    "cacheScope": "private"
  }
}
"#,
    },
    Sample {
        id: "typos",
        title: text! {
            en: "Mistake: names and types",
            ru: "Ошибка: имена и типы",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": 7,
  "result": {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {"tools": {"list_changed": true}, "prompts": {"listChanged": "true"}},
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "files", "version": "2.0.0"}},
    "ttl_ms": "60000",
    "cacheScope": "Public"
  }
}
"#,
    },
    Sample {
        id: "initialize",
        title: text! {
            en: "Mistake: an initialize result",
            ru: "Ошибка: результат initialize",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "protocolVersion": "2025-11-25",
    "capabilities": {"tools": {}},
    "serverInfo": {"name": "old-server", "version": "1.0.0"}
  }
}
"#,
    },
    Sample {
        id: "not-json",
        title: text! {
            en: "Mistake: comments and commas",
            ru: "Ошибка: комментарии и запятые",
        },
        text: r#"{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "resultType": "complete",
    // revisions we speak
    "supportedVersions": ["2026-07-28",],
    "ttlMs": 1000.0,
  }
}
"#,
    },
];
