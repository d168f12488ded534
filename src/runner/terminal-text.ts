/**
 * Text from endpoints and models is untrusted: before the runner prints it
 * (stderr notices, run summaries, error lines) every control character except
 * newline is written as a visible escape (`\x1b`, `\x07`, `\u009b` ...), so
 * an endpoint cannot move the cursor, retitle the terminal or clear the screen.
 *
 * @example
 * escapeControl("HTTP 401: \x1b]0;TITLE\x07\x1b[2J"); // => "HTTP 401: \\x1b]0;TITLE\\x07\\x1b[2J"
 */

/**
 * Escape C0/C1 control characters (and DEL) except `\n`; with `keepNewlines: false` newlines too.
 *
 * @example
 * escapeControl("a\tb\nc");                          // => "a\\x09b\nc"
 * escapeControl("a\nb", { keepNewlines: false });    // => "a\\x0ab"
 */
export function escapeControl(text: string, o: { keepNewlines?: boolean } = {}): string {
  const keep = o.keepNewlines ?? true;
  // eslint-disable-next-line no-control-regex
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (keep && c === "\n") return c;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
