/**
 * Keep secrets out of everything the runner writes: error messages, manifests, logs.
 *
 * @example
 * redactSecrets("401 Incorrect API key provided: sk-test-123", ["sk-test-123"]);
 * // => "401 Incorrect API key provided: [redacted]"
 * redactUrl("https://user:pw@host/v1?api-key=abc&x=1");
 * // => "https://host/v1?api-key=%5Bredacted%5D&x=1"
 * redactUrlText("htp:/u:CANARY@@x"); // => "htp:/[redacted]@x"
 */

const MARK = "[redacted]";

/**
 * Replace every occurrence of each secret (and of `Bearer <token>`) in `text`.
 * Secrets shorter than 4 characters are ignored (they would redact ordinary words).
 *
 * @example
 * redactSecrets("key sk-abcdef and Bearer xyz123", ["sk-abcdef"]); // => "key [redacted] and Bearer [redacted]"
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined | null)[]): string {
  let out = text;
  for (const s of secrets) {
    if (typeof s === "string" && s.length >= 4) out = out.split(s).join(MARK);
  }
  return out.replace(/Bearer\s+[A-Za-z0-9._~+/=-]+/g, `Bearer ${MARK}`);
}

/**
 * Redact secrets in text a MODEL wrote (a reply), without changing what a model would say.
 * Only secrets of at least 16 characters count here (real API keys are long and random); a
 * placeholder key such as `none`, `EMPTY` or `ollama` is not a secret, and redacting it would
 * rewrite ordinary words in replies that are later shown to other agents. No `Bearer` rule either.
 *
 * @example
 * redactReplySecrets("apparently none of them", ["none"]); // => "apparently none of them"
 * redactReplySecrets("key sk-0123456789abcdefXYZ leaked", ["sk-0123456789abcdefXYZ"]); // => "key [redacted] leaked"
 */
export function redactReplySecrets(text: string, secrets: readonly (string | undefined | null)[]): string {
  let out = text;
  for (const s of secrets) {
    if (typeof s === "string" && s.length >= 16) out = out.split(s).join(MARK);
  }
  return out;
}

/**
 * A base URL without user info and with credential-like query values replaced. Unparseable input → `"[unparseable url]"`.
 *
 * @example
 * redactUrl("https://me:pw12@host/v1?api-key=abcd&x=1"); // => "https://host/v1?api-key=%5Bredacted%5D&x=1"
 */
export function redactUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "[unparseable url]";
  }
  u.username = "";
  u.password = "";
  for (const k of [...u.searchParams.keys()]) {
    if (/key|token|secret|auth|sig|password/i.test(k)) u.searchParams.set(k, MARK);
  }
  return u.toString().replace(/\/$/, "");
}

/**
 * The secret-bearing parts of a URL (password, user name, credential-like query values), to pass to {@link redactSecrets}.
 *
 * @example
 * urlSecrets("https://me:pw12@host/v1?api-key=abcd"); // => ["pw12", "abcd"] (user names shorter than 4 characters are left out)
 */
export function urlSecrets(url: string): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [];
  }
  const out = [decodeURIComponent(u.password), decodeURIComponent(u.username)];
  for (const [k, v] of u.searchParams) if (/key|token|secret|auth|sig|password/i.test(k)) out.push(v);
  return out.filter((s) => s.length >= 4);
}

const SECRET_PARAM = /([?&;#/]|^)([^=&;#?/\s"']*(?:key|token|secret|auth|sig|password|pwd)[^=&;#?/\s"']*)=([^&;#\s"']*)/gi;
const KEY_SHAPED = /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{8,}/g;

/**
 * A URL as typed — well-formed or not — safe to show: an http(s) URL as {@link redactUrl} shows it;
 * anything else keeps its text but loses everything between the scheme and the last `@` before
 * `?`/`#` (user info, even malformed: `htp:/u:pw@@x`), the values of credential-like parameters
 * (`api-key=`, `key=`, `token=`, `sig=`, `secret=`, `auth…=`, `password=`) and API-key-shaped words
 * (`sk-…`). Meant for messages about a bad URL, where `redactUrl` would only say "unparseable".
 *
 * @param url the text given as a URL
 * @example
 * [redactUrlText("htp:/u:CANARY@@x"), redactUrlText("localhost:8000"), redactUrlText("x?api-key=CANARY&b=1")];
 * // => ["htp:/[redacted]@x", "localhost:8000", "x?api-key=[redacted]&b=1"]
 */
export function redactUrlText(url: string): string {
  try {
    const u = new URL(url);
    if ((u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "") return redactUrl(url);
  } catch {
    // not a URL: mask by text below
  }
  const q = url.search(/[?#]/);
  let head = q === -1 ? url : url.slice(0, q);
  const tail = q === -1 ? "" : url.slice(q);
  const at = head.lastIndexOf("@");
  if (at !== -1) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/*/.exec(head);
    const start = scheme && scheme[0].length <= at ? scheme[0].length : 0;
    head = head.slice(0, start) + MARK + head.slice(at);
  }
  return (head + tail).replace(SECRET_PARAM, (_m, pre: string, k: string) => `${pre}${k}=${MARK}`).replace(KEY_SHAPED, MARK);
}

/**
 * Free text (an error, warning or progress line) with every URL in it shown as {@link redactUrlText}
 * shows it, and user info before an `@` of a `scheme:` token removed even when the URL is malformed.
 *
 * @param text a message
 * @example
 * redactUrlsInText('received "htp:/u:CANARY@@x" and http://a:b@h/v1?token=t1');
 * // => 'received "htp:/[redacted]@x" and http://h/v1?token=[redacted]'
 */
export function redactUrlsInText(text: string): string {
  return text
    .replace(/[A-Za-z][A-Za-z0-9+.-]*:[^\s"'<>]*@[^\s"'<>]*|[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>]+/g, (m) => redactUrlText(m))
    .replace(SECRET_PARAM, (_m, pre: string, k: string) => `${pre}${k}=${MARK}`)
    .replace(KEY_SHAPED, MARK);
}

/**
 * The values of request headers (extra headers such as `api-key`, `Authorization`, `Ocp-Apim-Subscription-Key`),
 * to pass to {@link redactSecrets} with the API key: a header value is never shown or written. A
 * `Bearer`/`Basic` prefix is dropped so the bare token is redacted too; values shorter than 4 characters are left out.
 *
 * @param headers header name → value (not changed)
 * @example
 * headerSecrets({ "api-key": "az-CANARY-1", Authorization: "Bearer tok-CANARY-2", "x-n": "1" }); // => ["az-CANARY-1", "Bearer tok-CANARY-2", "tok-CANARY-2"]
 */
export function headerSecrets(headers: Readonly<Record<string, string | undefined>> | undefined): string[] {
  const out: string[] = [];
  for (const v of Object.values(headers ?? {})) {
    if (typeof v !== "string") continue;
    out.push(v);
    const bare = /^(?:Bearer|Basic)\s+(.+)$/i.exec(v);
    if (bare) out.push(bare[1]);
  }
  return out.filter((s) => s.length >= 4);
}
