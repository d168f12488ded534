import { describe, expect, it } from "vitest";
import { embedJson } from "../../src/plot/embed-json.js";

describe("embedJson(value)", () => {
  it("writes <, >, & and U+2028/2029 as \\u escapes and parses back to the value", () => {
    const v = { reply: "</script><!-- <img onerror=x> & \u2028\u2029", n: [1, null] };
    const s = embedJson(v);
    expect(s).not.toMatch(/[<>&\u2028\u2029]/);
    expect(s).toBe('{"reply":"\\u003c/script\\u003e\\u003c!-- \\u003cimg onerror=x\\u003e \\u0026 \\u2028\\u2029","n":[1,null]}');
    expect(JSON.parse(s)).toEqual(v);
  });
});
