// Types of the mcp-anatomy JavaScript API: the exports of the package's entry (embed.js), and
// `globalThis.mcpAnatomy`, which embed.js publishes for pages that load it with a script tag
// (the `mcp-anatomy-ready` event says when). With the npm package the types come with
// `import … from 'mcp-anatomy'`; otherwise reference this file with
// `/// <reference path=".../mcp-anatomy.d.ts" />` or import its types from it.
// A browser test type-checks real validate() output against these declarations.

/** The language of messages, help and widget text: a BCP 47 tag. Tags other than Russian ones
 * (`ru`, `ru-RU`, …) mean English. */
export type Lang = 'en' | 'ru' | (string & {});

export interface ValidateOptions {
  /** BCP 47 tag: `ru`, `ru-RU`, `en`, … (default: the page's `<html lang>`, else English). */
  lang?: string;
  /** Where specification links point (default `https://modelcontextprotocol.io`). */
  specBase?: string;
  /** The method the text answers (`tools/list`, `resources/read`, …). Without it a result's
   * members decide which one it is. */
  method?: string;
}

/** What the checked text turned out to be. */
export type DocumentKind =
  // kinds:begin
  | 'empty'
  | 'not-utf8'
  | 'not-json'
  | 'discover-response'
  | 'discover-result'
  | 'tools-list-response'
  | 'tools-list-result'
  | 'prompts-list-response'
  | 'prompts-list-result'
  | 'resources-list-response'
  | 'resources-list-result'
  | 'resource-templates-list-response'
  | 'resource-templates-list-result'
  | 'resources-read-response'
  | 'resources-read-result'
  | 'tools-call-response'
  | 'tools-call-result'
  | 'prompts-get-response'
  | 'prompts-get-result'
  | 'complete-response'
  | 'complete-result'
  | 'subscriptions-listen-response'
  | 'subscriptions-listen-result'
  | 'notification'
  | 'input-required-response'
  | 'input-required-result'
  | 'initialize-response'
  | 'initialize-result'
  | 'legacy-session-response'
  | 'unsupported-version'
  | 'legacy-server'
  | 'modern-refusal'
  | 'error-response'
  | 'request'
  | 'client-request'
  | 'cancellation'
  | 'transcript'
  | 'other-method'
  | 'other-json'
  // kinds:end
  ;

export type Severity = 'error' | 'warning' | 'info';

/** Stable diagnostic codes; docs/codes.md explains each with a bad and a good example. */
export type Code =
  // codes:begin
  | 'annotation/last-modified'
  | 'caching/input-required'
  | 'caching/public-file'
  | 'discover/deprecated-capability'
  | 'discover/extension-key'
  | 'discover/initialize-result'
  | 'discover/result-type'
  | 'discover/server-info-top-level'
  | 'discover/version-duplicate'
  | 'discover/version-format'
  | 'discover/version-without-discover'
  | 'discover/versions-empty'
  | 'document/batch'
  | 'document/empty'
  | 'document/error-response'
  | 'document/legacy-initialize'
  | 'document/legacy-server'
  | 'document/modern-refusal'
  | 'document/not-a-response'
  | 'document/not-utf8'
  | 'document/other-method'
  | 'document/request'
  | 'document/unsupported-version'
  | 'envelope/error-message'
  | 'envelope/error-shape'
  | 'envelope/id'
  | 'envelope/jsonrpc'
  | 'envelope/reserved-error-code'
  | 'envelope/result-or-error'
  | 'icon/scheme'
  | 'icon/size'
  | 'meta/empty-version'
  | 'meta/key-format'
  | 'meta/missing-server-info'
  | 'meta/reserved-prefix'
  | 'meta/trace-context'
  | 'prompt/argument-description-empty'
  | 'prompt/argument-repeated'
  | 'prompt/name-repeated'
  | 'resource/mime-type'
  | 'resource/size-negative'
  | 'resource/text-and-blob'
  | 'resource/uri-repeated'
  | 'result/input-not-allowed'
  | 'result/input-required-empty'
  | 'result/unknown-type'
  | 'schema/const'
  | 'schema/enum-value'
  | 'schema/invalid-uri'
  | 'schema/invalid-uri-template'
  | 'schema/missing-member'
  | 'schema/misspelt-member'
  | 'schema/not-base64'
  | 'schema/out-of-range'
  | 'schema/too-many-items'
  | 'schema/unknown-member'
  | 'schema/wrong-type'
  | 'syntax/byte-order-mark'
  | 'syntax/comment'
  | 'syntax/control-character'
  | 'syntax/duplicate-key'
  | 'syntax/invalid-json'
  | 'syntax/lone-surrogate'
  | 'syntax/non-finite-number'
  | 'syntax/single-quote'
  | 'syntax/too-deep'
  | 'syntax/trailing-comma'
  | 'tool/invalid-schema'
  | 'tool/name'
  | 'tool/name-repeated'
  | 'tool/schema-dialect'
  | 'tool/structured-without-text'
  | 'tool/title-empty'
  | 'tool/x-mcp-header'
  | 'transcript/answered-twice'
  | 'transcript/cancel-unknown'
  | 'transcript/capability-refused'
  | 'transcript/capability-undeclared'
  | 'transcript/cursor-error'
  | 'transcript/id-in-use'
  | 'transcript/input-undeclared'
  | 'transcript/log-unrequested'
  | 'transcript/progress-not-increasing'
  | 'transcript/progress-token'
  | 'transcript/request-not-refused'
  | 'transcript/retry-same-id'
  | 'transcript/retry-state'
  | 'transcript/scope-changes'
  | 'transcript/server-request'
  | 'transcript/structured-invalid'
  | 'transcript/structured-missing'
  | 'transcript/tool-order-changes'
  | 'transcript/unanswered'
  | 'transcript/unknown-id'
  | 'transcript/unknown-prompt'
  | 'transcript/unknown-tool'
  | 'ttl/float-syntax'
  | 'ttl/fraction'
  | 'ttl/negative'
  | 'ttl/unsafe-integer'
  | 'ttl/zero'
  | 'version/supported-empty'
  | 'version/supported-has-requested'
  // codes:end
  ;

/** A place in the text, in every unit a consumer may need. */
export interface Position {
  /** Bytes of UTF-8 from the start. */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in Unicode characters. */
  column: number;
  /** UTF-16 code units from the start: what JavaScript strings and text areas count. */
  utf16: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export interface TextEdit {
  range: Range;
  newText: string;
}

/** A mechanical correction: applying all its edits removes the diagnostic. */
export interface Fix {
  title: string;
  edits: TextEdit[];
}

export interface Diagnostic {
  severity: Severity;
  code: Code;
  /** RFC 6901 pointer to the value concerned (for a missing member: the object lacking it). */
  pointer: string;
  message: string;
  help: string;
  range: Range;
  /** The page of the specification the finding rests on: its code's, or for a `schema/…`
   * finding the page of the result it sits in (the caching page for `ttlMs` and `cacheScope`). */
  spec: string;
  fixes: Fix[];
}

/** The same object as one input of `mcp-anatomy check --format json`. */
export interface Report {
  input: string;
  kind: DocumentKind;
  /** No diagnostic is an error. */
  valid: boolean;
  errors: number;
  warnings: number;
  infos: number;
  /** By position; errors before warnings at the same place. */
  diagnostics: Diagnostic[];
}

export interface MountOptions {
  view?: 'full' | 'diagram' | 'validator' | 'reference';
  lang?: string;
  theme?: 'auto' | 'light' | 'dark';
  /** One per editor on a page; the text is kept in localStorage under it. */
  storageKey?: string;
  specBase?: string;
  /** The level of the widget's title, `'1'`–`'5'` (default `'2'`), or `'none'` to hide it when
   * the page gives the widget a heading of its own. */
  heading?: '1' | '2' | '3' | '4' | '5' | 'none';
  /** A reference's JSON: the address of a file on the page's own site. */
  src?: string;
  /** Which of the validator's findings a reference shows: all (the default), the errors
   * alone, or none. */
  findings?: 'all' | 'errors' | 'none';
  /** The revision a reference's data is judged by: `2026-07-28` (the default), or
   * `2025-11-25` for what a server reached through `initialize` published. */
  revision?: '2026-07-28' | '2025-11-25';
  /** The theme button: `auto` (the default) leaves it out where the site has a light/dark
   * switch of its own that the widget follows, `show` keeps it, `none` leaves it out. */
  themeSwitch?: 'auto' | 'show' | 'none';
  /** A reference's JSON itself (an answer, a transcript or a saved probe walk), as an object or
   * its text; without `view`, the widget shows it as a reference. */
  data?: unknown;
}

/** The `detail` of the `mcp-anatomy-ready` event. */
export interface ReadyDetail {
  /** Languages whose module failed to load; their widgets show a message with a retry button. */
  failed: Lang[];
}

/** What embed.js publishes as `globalThis.mcpAnatomy`. Each language is its own module, fetched
 * once: those of the widgets on a page before `mcp-anatomy-ready`, and `validate`'s module of the
 * page's language when no editor of it is there (see `load`); others on demand. */
export interface McpAnatomy {
  /** Checks a `server/discover` response in the language of `options.lang`. Throws an `Error`
   * when that language's module or help is not loaded yet (see `load`) or an option has the
   * wrong type. */
  validate(text: string, options?: ValidateOptions | null): Report;
  /** Mounts a widget into `element`, fetching its language's module if needed; an element that
   * already holds one keeps it. Rejects with an `Error` for options of the wrong type. */
  mount(element: Element, options?: MountOptions | null): Promise<void>;
  /** Fetches and starts `validate`'s module of a language (the engine, without the widgets) and
   * its help table, so that `validate` can answer in it. Rejects with an `Error` naming the file and the HTTP status when the module
   * cannot be loaded. */
  load(lang: Lang): Promise<void>;
}

/** See `McpAnatomy.validate`. */
export declare function validate(text: string, options?: ValidateOptions | null): Report;
/** See `McpAnatomy.mount`. */
export declare function mount(element: Element, options?: MountOptions | null): Promise<void>;
/** See `McpAnatomy.load`. */
export declare function load(lang: Lang): Promise<void>;
/** Settles once the modules of the widgets that were on the page when the loader ran have
 * loaded or failed (the moment of `mcp-anatomy-ready`); at once where there is no page. */
export declare const ready: Promise<void>;

declare global {
  interface HTMLElementTagNameMap {
    'mcp-anatomy': HTMLElement;
  }
  /** Published by embed.js once the first modules have loaded. */
  var mcpAnatomy: McpAnatomy | undefined;
}
