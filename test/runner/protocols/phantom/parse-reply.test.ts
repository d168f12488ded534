import { describe, expect, it } from "vitest";
import { parsePhantomReply } from "../../../../src/runner/protocols/phantom/parse-reply.js";

describe("parsePhantomReply (phantom-json/1)", () => {
  it("reads a plain, fenced, or case-varied JSON decision", () => {
    expect(parsePhantomReply('{"decision": "block"}', "private")).toEqual({ decision: "block", perceived_group: null, parse_error: null });
    expect(parsePhantomReply('```json\n{"decision":" Defer_or_review "}\n```', "informed").decision).toBe("defer_or_review");
  });
  it("reads both fields in observed_public", () => {
    expect(parsePhantomReply('{"decision":"proceed","perceived_group":"block"}', "observed_public")).toEqual({ decision: "proceed", perceived_group: "block", parse_error: null });
  });
  it("keeps the decision and reports a missing perceived_group", () => {
    const p = parsePhantomReply('{"decision":"proceed"}', "observed_public");
    expect(p.decision).toBe("proceed");
    expect(p.perceived_group).toBeNull();
    expect(p.parse_error).toBe("perceived_group: not one of proceed|block|defer_or_review: null");
  });
  it("returns null with parse_error for prose, truncated JSON, arrays and unknown labels", () => {
    expect(parsePhantomReply("I would go with block here.", "private")).toEqual({ decision: null, perceived_group: null, parse_error: "reply is not a JSON object" });
    expect(parsePhantomReply('{"decision": "block"', "private").parse_error).toBe("reply is not a JSON object");
    expect(parsePhantomReply('["block"]', "private").parse_error).toBe("reply is not a JSON object");
    expect(parsePhantomReply('{"decision": "reject"}', "explicit_vote")).toEqual({ decision: null, perceived_group: null, parse_error: 'decision: not one of proceed|block|defer_or_review: "reject"' });
  });
});
