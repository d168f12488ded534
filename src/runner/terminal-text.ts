/**
 * Text from endpoints and models is untrusted: before the runner prints it
 * (stderr notices, run summaries, error lines) every control character except
 * newline is written as a visible escape (`\x1b`, `\x07`, `\u009b` ...), so
 * an endpoint cannot move the cursor, retitle the terminal or clear the screen.
 * A URL's credentials never reach the terminal either: user info (even in a
 * malformed URL such as `htp:/u:pw@@x`), credential-like query values
 * (`api-key=`, `key=`, `token=`, `sig=` …) and `sk-…` words are replaced by
 * `[redacted]` first (`redactUrlsInText`).
 *
 * @example
 * escapeControl("HTTP 401: \x1b]0;TITLE\x07\x1b[2J"); // => "HTTP 401: \\x1b]0;TITLE\\x07\\x1b[2J"
 */

import { redactUrlsInText } from "./redact.js";

/**
 * Escape C0/C1 control characters (and DEL) except `\n`; with `keepNewlines: false` newlines too;
 * URL credentials redacted (see the module comment).
 *
 * @example
 * escapeControl('received "htp:/u:CANARY@@x"'); // => 'received "htp:/[redacted]@x"'
 * escapeControl("a\tb\nc");                          // => "a\\x09b\nc"
 * escapeControl("a\nb", { keepNewlines: false });    // => "a\\x0ab"
 */
export function escapeControl(text: string, o: { keepNewlines?: boolean } = {}): string {
  const keep = o.keepNewlines ?? true;
  // eslint-disable-next-line no-control-regex
  return redactUrlsInText(String(text)).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (keep && c === "\n") return c;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
