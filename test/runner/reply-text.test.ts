// The reply-cleaning steps every protocol parser shares.
import { describe, expect, it } from "vitest";
import { replyObjectSpans, stripReasoningBlocks } from "../../src/runner/reply-text.js";

describe("stripReasoningBlocks", () => {
  it("drops closed, opening-lost and unclosed reasoning blocks of the three tag names", () => {
    expect(stripReasoningBlocks("<think>a</think>X<thinking>b</thinking>Y<reasoning>c</reasoning>Z")).toBe(" X Y Z");
    expect(stripReasoningBlocks("pre</THINK>ans")).toBe(" ans");
    expect(stripReasoningBlocks("ans <think>never closed")).toBe("ans  ");
    expect(stripReasoningBlocks("no tags")).toBe("no tags");
  });
});

describe("replyObjectSpans", () => {
  it("finds top-level objects in order, ignoring braces inside strings and escaped quotes", () => {
    expect(replyObjectSpans('x {"a": "}{\\"", "b": {"c": 1}} y {"d": 2} {unclosed')).toEqual(['{"a": "}{\\"", "b": {"c": 1}}', '{"d": 2}']);
    expect(replyObjectSpans("")).toEqual([]);
  });
});
