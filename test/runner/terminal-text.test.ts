import { describe, expect, it } from "vitest";
import { escapeControl } from "../../src/runner/terminal-text.js";
import { checkBaseURL } from "../../src/runner/client.js";
import { UsageError } from "../../src/errors.js";

describe("escapeControl", () => {
  it("writes C0, DEL, C1 and bidi controls as visible escapes, keeps printable text and (by default) newlines", () => {
    expect(escapeControl("HTTP 401: \u001b]0;TITLE\u0007\u001b[2J")).toBe("HTTP 401: \\x1b]0;TITLE\\x07\\x1b[2J");
    expect(escapeControl("a\u009b31mb\u007fc")).toBe("a\\x9b31mb\\x7fc");
    expect(escapeControl("x\u202ey\u2066z")).toBe("x\\u202ey\\u2066z");
    expect(escapeControl("line1\nline2\r")).toBe("line1\nline2\\x0d");
    expect(escapeControl("line1\nline2", { keepNewlines: false })).toBe("line1\\x0aline2");
    expect(escapeControl("Grüße, 日本 → ok")).toBe("Grüße, 日本 → ok");
  });
});

describe("checkBaseURL", () => {
  it("accepts http(s) URLs, refuses anything else naming it without credentials", () => {
    expect(checkBaseURL("https://api.openai.com/v1")).toBe("https://api.openai.com/v1");
    expect(() => checkBaseURL("localhost:8000")).toThrow(UsageError);
    expect(() => checkBaseURL("ftp://h/v1")).toThrow(/--base-url expects an http\(s\) URL/);
    expect(() => checkBaseURL("http://me:secret-pass@/v1")).toThrow(UsageError);
    try {
      checkBaseURL("ftp://me:secret-pass@h/v1");
    } catch (e) {
      expect((e as Error).message).not.toContain("secret-pass");
    }
  });
});
