import { describe, expect, it } from "vitest";
import { redactReplySecrets, redactSecrets, redactUrl, urlSecrets } from "../../src/runner/redact.js";

describe("redaction", () => {
  it("redactReplySecrets leaves placeholder keys and Bearer phrases in model text alone, redacts long keys", () => {
    expect(redactReplySecrets("none of them; Bearer bonds", ["none", "EMPTY"])).toBe("none of them; Bearer bonds");
    expect(redactReplySecrets("echo sk-0123456789abcdefXYZ twice sk-0123456789abcdefXYZ", ["sk-0123456789abcdefXYZ"])).toBe("echo [redacted] twice [redacted]");
  });

  it("redactSecrets replaces every occurrence and bearer tokens, ignores too-short secrets", () => {
    expect(redactSecrets("key sk-abc123 and sk-abc123 again", ["sk-abc123"])).toBe("key [redacted] and [redacted] again");
    expect(redactSecrets("Authorization: Bearer xyz.123-abc", [])).toBe("Authorization: Bearer [redacted]");
    expect(redactSecrets("a b c", ["a", undefined, null])).toBe("a b c");
  });
  it("redactUrl drops user info and credential-like query values; urlSecrets lists them", () => {
    expect(redactUrl("https://user:pw@host/v1?api-key=abc&x=1")).toBe("https://host/v1?api-key=%5Bredacted%5D&x=1");
    expect(redactUrl("http://127.0.0.1:8000/v1/")).toBe("http://127.0.0.1:8000/v1");
    expect(redactUrl("not a url")).toBe("[unparseable url]");
    expect(urlSecrets("https://me:pw12@host/v1?api-key=abcd&token=t0k3n&x=1")).toEqual(["pw12", "abcd", "t0k3n"]);
    expect(urlSecrets("nope")).toEqual([]);
  });
});
