/**
 * Keep secrets out of everything the runner writes: error messages, manifests, logs.
 *
 * @example
 * redactSecrets("401 Incorrect API key provided: sk-test-123", ["sk-test-123"]);
 * // => "401 Incorrect API key provided: [redacted]"
 * redactUrl("https://user:pw@host/v1?api-key=abc&x=1");
 * // => "https://host/v1?api-key=%5Bredacted%5D&x=1"
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
