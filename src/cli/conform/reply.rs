//! What came back for one request of conform, in one shape for either transport, with the
//! request it answers: what a check judges, what `--save` keeps and `check` judges again.

use super::super::message::{Message, msg};
use super::super::probe::{Answer, ProbeOptions};
use serde_json::{Value, json};

/// What came back for one request.
#[derive(Clone, Default)]
pub struct Reply {
    /// Over HTTP, the verb of the request (`POST`, `GET`, `DELETE`); none over stdio.
    pub verb: Option<String>,
    /// The body sent, as sent (none for GET and DELETE).
    pub request: Option<String>,
    pub status: Option<u16>,
    pub content_type: Option<String>,
    pub text: Option<String>,
    /// The answer parsed, when it is JSON.
    pub message: Option<Value>,
    /// The request never reached a server.
    pub unreachable: bool,
    /// The stdio server had ended (its stdout closed) when the answer was awaited.
    pub gone: bool,
    /// Over stdio, no answer came, but the answer to the request sent after it did.
    pub overtaken: bool,
    /// Over HTTP, the headers the request was sent with (the ones the checks change).
    pub sent_headers: Vec<(String, String)>,
    pub timeout_seconds: f64,
}

impl Reply {
    pub(super) fn of(answer: Answer, options: &ProbeOptions) -> Reply {
        Reply {
            verb: None,
            request: None,
            status: answer.http_status,
            content_type: answer.content_type,
            message: (answer.text.as_deref()).and_then(|t| serde_json::from_str(t).ok()),
            text: answer.text,
            unreachable: answer.unreachable,
            gone: false,
            overtaken: false,
            sent_headers: Vec::new(),
            timeout_seconds: options.timeout.as_secs_f64(),
        }
    }

    pub fn result(&self) -> Option<&Value> {
        self.message
            .as_ref()?
            .get("result")
            .filter(|r| r.is_object())
    }

    pub fn error_code(&self) -> Option<i64> {
        self.message.as_ref()?.get("error")?.get("code")?.as_i64()
    }

    pub fn error_data(&self) -> Option<&Value> {
        self.message.as_ref()?.get("error")?.get("data")
    }

    /// What came, in a few words: `error -32603`, `a result`, `HTTP 200 with an empty body` …
    pub fn describe(&self) -> Message {
        let http = match self.status {
            Some(status) => format!("HTTP {status}, "),
            None => String::new(),
        };
        if let Some(code) = self.error_code() {
            return msg!("{}error {}", "{}ошибка `{}`", http, code);
        }
        if self.result().is_some() {
            return msg!("{}a result", "{}результат", http);
        }
        if self.overtaken {
            return msg!(
                "no answer: the server answered the next request and not this one",
                "ответа нет: на следующий запрос сервер ответил, а на этот\u{a0}— нет"
            );
        }
        if self.gone {
            return msg!(
                "no answer, the server had ended (its stdout closed)",
                "ответа нет: сервер уже завершился (его `stdout` закрыт)"
            );
        }
        if self.unreachable {
            return msg!(
                "the request reached no server",
                "запрос не дошёл до сервера"
            );
        }
        if self.text.is_some() {
            return msg!(
                "{}a body that is no JSON-RPC response",
                "{}тело, которое не является ответом JSON-RPC",
                http
            );
        }
        match self.status {
            Some(status) => msg!(
                "HTTP {} without a JSON-RPC answer",
                "HTTP {} без ответа JSON-RPC",
                status
            ),
            None => msg! {
                en: format!("no answer within {:.1} s", self.timeout_seconds),
                ru: format!("ответа за {}\u{a0}с не пришло", format!("{:.1}", self.timeout_seconds).replace('.', ",")),
            },
        }
    }
}

impl Reply {
    /// In Russian, what came instead of what was expected, as the second half of a sentence
    /// («ожидалась ошибка `-32602`, а пришёл результат»): a clause with its own verb, led by
    /// «а» for something else that came or «но» for nothing that came.
    pub fn instead_ru(&self) -> String {
        let came = self.came_ru();
        let lead = if self.error_code().is_some()
            || self.result().is_some()
            || (self.status.is_some() && !self.unreachable)
        {
            "а"
        } else {
            "но"
        };
        format!("{lead} {came}")
    }

    /// In Russian, what came for a request, as a clause with its own verb: «пришла ошибка
    /// `-32603`», «пришёл результат», «ответа не пришло: …».
    pub fn came_ru(&self) -> String {
        let with_status = |status: Option<u16>| match status {
            Some(status) => format!(" со статусом HTTP {status}"),
            None => String::new(),
        };
        if let Some(code) = self.error_code() {
            return format!("пришла ошибка `{code}`{}", with_status(self.status));
        }
        if self.result().is_some() {
            return format!("пришёл результат{}", with_status(self.status));
        }
        if self.overtaken {
            return "ответа не пришло, хотя на следующий запрос сервер ответил".to_owned();
        }
        if self.gone {
            return "ответа не пришло: сервер уже завершился (его `stdout` закрыт)".to_owned();
        }
        if self.unreachable {
            return "ответа не пришло: запрос не дошёл до сервера".to_owned();
        }
        if self.text.is_some() {
            return match self.status {
                Some(status) => format!(
                    "пришёл статус HTTP {status} и тело, которое не является ответом JSON-RPC"
                ),
                None => "пришло тело, которое не является ответом JSON-RPC".to_owned(),
            };
        }
        match self.status {
            Some(status) => format!("пришёл статус HTTP {status} без ответа JSON-RPC"),
            None => format!(
                "ответа за {}\u{a0}с не пришло",
                format!("{:.1}", self.timeout_seconds).replace('.', ",")
            ),
        }
    }
}

impl Reply {
    /// The exchange as `--save` keeps it: the request as sent (its verb and headers over
    /// HTTP), and what came back (the status, the content type, the body as it came).
    pub fn to_json(&self) -> Value {
        let headers: Vec<Value> = (self.sent_headers.iter())
            .map(|(name, value)| json!([name, value]))
            .collect();
        json!({
            "request": {"verb": self.verb, "headers": headers, "body": self.request},
            "answer": {
                "status": self.status,
                "contentType": self.content_type,
                "body": self.text,
                "unreachable": self.unreachable,
                "gone": self.gone,
                "overtaken": self.overtaken,
                "timeoutSeconds": self.timeout_seconds,
            },
        })
    }

    /// An exchange `to_json` wrote, or the JSON pointer below `at` of the first field that is
    /// missing or not what `to_json` writes there.
    pub fn from_json(value: &Value, at: &str) -> Result<Reply, String> {
        let field = |path: &str| value.pointer(path).unwrap_or(&Value::Null);
        let wrong = |path: &str| format!("{at}{path}");
        let text = |path: &str| match field(path) {
            Value::Null => Ok(None),
            Value::String(text) => Ok(Some(text.clone())),
            _ => Err(wrong(path)),
        };
        let flag = |path: &str| field(path).as_bool().ok_or_else(|| wrong(path));
        let status = match field("/answer/status") {
            Value::Null => None,
            number => Some(
                (number.as_u64())
                    .and_then(|n| u16::try_from(n).ok())
                    .ok_or_else(|| wrong("/answer/status"))?,
            ),
        };
        let headers = (field("/request/headers").as_array())
            .ok_or_else(|| wrong("/request/headers"))?
            .iter()
            .enumerate()
            .map(|(index, pair)| match pair.as_array().map(Vec::as_slice) {
                Some([Value::String(name), Value::String(value)]) => {
                    Ok((name.clone(), value.clone()))
                }
                _ => Err(wrong(&format!("/request/headers/{index}"))),
            })
            .collect::<Result<Vec<_>, String>>()?;
        let body = text("/answer/body")?;
        Ok(Reply {
            verb: text("/request/verb")?,
            request: text("/request/body")?,
            status,
            content_type: text("/answer/contentType")?,
            message: (body.as_deref()).and_then(|t| serde_json::from_str(t).ok()),
            text: body,
            unreachable: flag("/answer/unreachable")?,
            gone: flag("/answer/gone")?,
            overtaken: flag("/answer/overtaken")?,
            sent_headers: headers,
            timeout_seconds: (field("/answer/timeoutSeconds").as_f64())
                .filter(|s| s.is_finite() && *s >= 0.0)
                .ok_or_else(|| wrong("/answer/timeoutSeconds"))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_says_what_came_in_either_language() {
        let reply = Reply {
            status: Some(404),
            message: Some(json!({"id": 1, "error": {"code": -32601, "message": "x"}})),
            ..Reply::default()
        };
        assert_eq!(reply.describe().en, "HTTP 404, error -32601");
        assert_eq!(reply.describe().ru, "HTTP 404, ошибка `-32601`");
        let silent = Reply {
            timeout_seconds: 2.5,
            ..Reply::default()
        };
        assert_eq!(silent.describe().ru, "ответа за 2,5\u{a0}с не пришло");
        // Composed after «ожидалась ошибка …,»: «а» for what came, «но» for nothing.
        assert_eq!(
            reply.instead_ru(),
            "а пришла ошибка `-32601` со статусом HTTP 404"
        );
        assert_eq!(silent.instead_ru(), "но ответа за 2,5\u{a0}с не пришло");
    }

    #[test]
    fn an_exchange_reads_back_as_it_was_written() {
        let reply = Reply {
            verb: Some("POST".into()),
            request: Some("{\"id\": 1}".into()),
            status: Some(400),
            content_type: Some("application/json".into()),
            text: Some(r#"{"id": 1, "error": {"code": -32602}}"#.into()),
            sent_headers: vec![("Mcp-Method".into(), "tools/call".into())],
            timeout_seconds: 3.0,
            ..Reply::default()
        };
        let back = Reply::from_json(&reply.to_json(), "").expect("reads");
        assert_eq!(back.to_json(), reply.to_json());
        assert_eq!(back.error_code(), Some(-32602));
        let mut broken = reply.to_json();
        broken["answer"]["status"] = json!("400");
        assert_eq!(
            Reply::from_json(&broken, "/checks/0").err().as_deref(),
            Some("/checks/0/answer/status")
        );
    }
}
