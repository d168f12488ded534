import { describe, expect, it } from "vitest";
import { countCauses, describeCauses, parseFailureCause } from "../../src/runner/parse-failure-causes.js";

describe("parse-failure causes", () => {
  it("length before refusal before empty before format", () => {
    expect(parseFailureCause({ parse_error: "x", raw: "", usage: { prompt_tokens: 1, completion_tokens: 256, finish_reason: "length" } })).toBe("length");
    expect(parseFailureCause({ parse_error: "x", raw: "abc", truncated: true })).toBe("length");
    expect(parseFailureCause({ parse_error: "x", raw: "", usage: { prompt_tokens: 1, completion_tokens: 0, finish_reason: "content_filter" } })).toBe("refusal");
    expect(parseFailureCause({ parse_error: "the model refused: I can't", raw: "I can't" })).toBe("refusal");
    expect(parseFailureCause({ parse_error: "no text", raw: "   " })).toBe("empty");
    expect(parseFailureCause({ parse_error: "no label", raw: "maybe" })).toBe("format");
    expect(parseFailureCause({ parse_error: null, raw: "" })).toBeNull();
    expect(countCauses(["empty", "empty", "refusal"])).toEqual({ length: 0, refusal: 1, empty: 2, format: 0 });
    expect(describeCauses({ length: 0, refusal: 0, empty: 0, format: 0 })).toBe("none");
    expect(describeCauses({ length: 1, refusal: 0, empty: 4, format: 0 })).toBe("length 1, empty 4 (most replies were empty: check the endpoint's replies in calls.jsonl)");
  });
});
