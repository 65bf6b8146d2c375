//! Sample documents for the editor: one valid answer, the two error answers a client meets,
//! the other cacheable results, a transcript, and the mistakes seen most often. Written for
//! this project.

use super::{Text, later, text};

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
            ru: "Сервер прежней ревизии (−32601)",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "error": {"code": -32601, "message": "Method not found"}
}
"#
        ),
    },
    Sample {
        id: "unsupported",
        title: text! {
            en: "Other revision (-32022)",
            ru: "Другая ревизия (−32022)",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": "discover-1",
  "error": {
    "code": -32022,
    "message": "Unsupported protocol version",
    "data": {"supported": ["2026-07-28"], "requested": "2027-01-01"}
  }
}
"#
        ),
    },
    Sample {
        id: "draft-server-info",
        title: text! {
            en: "Mistake: serverInfo at the top",
            ru: "Ошибка: serverInfo в корне",
        },
        text: later!(
            r#"{
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
"#
        ),
    },
    Sample {
        id: "typos",
        title: text! {
            en: "Mistake: names and types",
            ru: "Ошибка: имена и типы",
        },
        text: later!(
            r#"{
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
"#
        ),
    },
    Sample {
        id: "initialize",
        title: text! {
            en: "Earlier revision: an initialize result",
            ru: "Прежняя ревизия: результат initialize",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "protocolVersion": "2025-11-25",
    "capabilities": {"tools": {}},
    "serverInfo": {"name": "old-server", "version": "1.0.0"}
  }
}
"#
        ),
    },
    Sample {
        id: "not-json",
        title: text! {
            en: "Mistake: comments and commas",
            ru: "Ошибка: комментарии и запятые",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "resultType": "complete",
    // revisions we speak
    "supportedVersions": ["2026-07-28",],
    "ttlMs": 1000.0,
  }
}
"#
        ),
    },
    Sample {
        id: "tools-list",
        title: text! {
            en: "tools/list response",
            ru: "Ответ на tools/list",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": "tools-1",
  "result": {
    "resultType": "complete",
    "tools": [
      {
        "name": "get_forecast",
        "title": "Forecast",
        "description": "Weather for a city over the next days.",
        "inputSchema": {
          "type": "object",
          "properties": {"city": {"type": "string"}, "days": {"type": "integer", "minimum": 1}},
          "required": ["city"]
        },
        "annotations": {"readOnlyHint": true}
      }
    ],
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "weather", "version": "3.2.1"}},
    "ttlMs": 300000,
    "cacheScope": "public"
  }
}
"#
        ),
    },
    Sample {
        id: "tools-mistakes",
        title: text! {
            en: "Mistake: tool names and schemas",
            ru: "Ошибка: имена и схемы инструментов",
        },
        text: later!(
            r#"{
  "jsonrpc": "2.0",
  "id": "tools-1",
  "result": {
    "resultType": "complete",
    "tools": [
      {
        "name": "get forecast",
        "inputSchema": {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {"place": {"type": "object", "x-mcp-header": "Place"}}
        }
      },
      {"name": "get forecast", "inputSchema": {"type": "object"}}
    ],
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "weather", "version": "3.2.1"}},
    "ttlMs": 300000,
    "cacheScope": "public"
  }
}
"#
        ),
    },
    Sample {
        id: "read-mistakes",
        title: text! {
            en: "Mistake: resources/read contents",
            ru: "Ошибка: содержимое resources/read",
        },
        text: later!(
            r##"{
  "jsonrpc": "2.0",
  "id": "read-1",
  "result": {
    "resultType": "complete",
    "contents": [
      {"uri": "file:///home/me/notes.md", "mimeType": "markdown", "text": "# Notes", "blob": "IyBOb3Rlcw=="}
    ],
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "files", "version": "2.0.0"}},
    "ttlMs": 60000,
    "cacheScope": "public"
  }
}
"##
        ),
    },
    Sample {
        id: "transcript",
        title: text! {
            en: "Mistake: a stdio transcript",
            ru: "Ошибка: запись обмена по stdio",
        },
        text: later!(
            r#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "complete", "supportedVersions": ["2026-07-28"], "capabilities": {"prompts": {}}, "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "notes", "version": "1.0.0"}}, "ttlMs": 3600000, "cacheScope": "public"}}
{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 2, "result": {"resultType": "complete", "tools": [], "nextCursor": "page-2", "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "notes", "version": "1.0.0"}}, "ttlMs": 60000, "cacheScope": "private"}}
{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}, "cursor": "page-2"}}
{"jsonrpc": "2.0", "id": 3, "result": {"resultType": "complete", "tools": [], "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "notes", "version": "1.0.0"}}, "ttlMs": 60000, "cacheScope": "public"}}
{"jsonrpc": "2.0", "id": 4, "method": "prompts/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}}}
{"jsonrpc": "2.0", "id": 4, "error": {"code": -32601, "message": "Method not found"}}
"#
        ),
    },
];
