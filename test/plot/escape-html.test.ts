import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/plot/escape-html.js";

describe("escapeHtml(s)", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<b onclick="x">Tom's & Jerry's</b>`)).toBe(
      "&lt;b onclick=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/b&gt;",
    );
  });
  it("neutralises a <script> payload from model text", () => {
    const out = escapeHtml(`<script>alert("pwned")</script>`);
    expect(out).toBe("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;");
    expect(out).not.toMatch(/[<>"]/);
  });
  it("escapes & first, so existing entities are escaped once, not decoded", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
  it("stringifies non-strings", () => {
    expect(escapeHtml(3)).toBe("3");
    expect(escapeHtml(null)).toBe("null");
    expect(escapeHtml(undefined)).toBe("undefined");
  });
  it("leaves plain text unchanged", () => {
    expect(escapeHtml("block 12 (simulated)")).toBe("block 12 (simulated)");
  });
});
