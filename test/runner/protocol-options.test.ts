import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { optionHelpLines, parseOptionValue, parseProtocolOptions, passThroughOptions } from "../../src/runner/protocol-options.js";
import type { OptionSpec } from "../../src/runner/types.js";

const SPECS: OptionSpec[] = [
  { name: "rounds", type: "integer", min: 1, default: 15, help: "discussion rounds T" },
  { name: "share", type: "number", min: 0, max: 1, help: "a share" },
  { name: "strategy", type: "enum", values: ["none", "share-info", "devil"], default: "none", help: "intervention" },
  { name: "conditions", type: "list", values: ["solo", "peers", "senior"], default: ["solo", "peers"], help: "conditions to run" },
  { name: "blind", type: "boolean", default: false, help: "hide identities" },
  { name: "prompts", type: "string", help: "template folder" },
];

describe("protocol options against OptionSpec", () => {
  it("types values written on the command line, fills defaults, leaves options without default absent", () => {
    expect(parseProtocolOptions(SPECS, { rounds: "5", share: "0.25", strategy: "devil", conditions: "solo,senior", blind: true })).toEqual({
      rounds: 5, share: 0.25, strategy: "devil", conditions: ["solo", "senior"], blind: true,
    });
    expect(parseProtocolOptions(SPECS, {})).toEqual({ rounds: 15, strategy: "none", conditions: ["solo", "peers"], blind: false });
    // experiment files give typed values
    expect(parseProtocolOptions(SPECS, { rounds: 3, conditions: ["peers"], blind: "false", prompts: "/p" })).toMatchObject({ rounds: 3, conditions: ["peers"], blind: false, prompts: "/p" });
  });

  it("an unknown option names it and lists the allowed ones", () => {
    expect(() => parseProtocolOptions(SPECS, { round: "5" })).toThrow(new UsageError("unknown option --round for this protocol (options: --rounds, --share, --strategy, --conditions, --blind, --prompts)"));
    expect(() => parseProtocolOptions([], { "api-key": "sk-x" })).toThrow(new UsageError("unknown option --api-key for this protocol (options: none)"));
  });

  it("bad values name the option and what is allowed", () => {
    const bad = (raw: Record<string, unknown>) => () => parseProtocolOptions(SPECS, raw);
    expect(bad({ strategy: "share-all" })).toThrow(new UsageError('option --strategy expects one of none|share-info|devil, received "share-all"'));
    expect(bad({ rounds: "0" })).toThrow(new UsageError('option --rounds expects an integer >= 1, received "0"'));
    expect(bad({ rounds: "1.5" })).toThrow(new UsageError('option --rounds expects an integer, received "1.5"'));
    expect(bad({ rounds: "0x10" })).toThrow(new UsageError('option --rounds expects an integer, received "0x10"'));
    expect(bad({ rounds: true })).toThrow(new UsageError("option --rounds expects an integer, received true"));
    expect(bad({ share: "2" })).toThrow(new UsageError('option --share expects a number 0..1, received "2"'));
    expect(bad({ conditions: "solo,crowd" })).toThrow(new UsageError('option --conditions expects a comma-separated list of solo|peers|senior, received "solo,crowd"'));
    expect(bad({ conditions: "," })).toThrow(new UsageError('option --conditions expects a non-empty list of solo|peers|senior, received ","'));
    expect(bad({ blind: "yes" })).toThrow(new UsageError('option --blind expects true|false, received "yes"'));
    expect(bad({ prompts: true })).toThrow(new UsageError("option --prompts expects a string, received true"));
  });

  it("parseOptionValue: a list without allowed values accepts any strings; numbers become strings", () => {
    expect(parseOptionValue({ name: "ids", type: "list", help: "" }, "a, b ,c")).toEqual(["a", "b", "c"]);
    expect(parseOptionValue({ name: "ids", type: "list", help: "" }, 7)).toEqual(["7"]);
    expect(parseOptionValue({ name: "tag", type: "string", help: "" }, 7)).toBe("7");
  });

  it("pass-through (protocols without declared options) parses decimal numbers and booleans only", () => {
    expect(passThroughOptions({ a: "4", b: "0x10", c: "true", d: "", e: true, f: "1e3" })).toEqual({ a: 4, b: "0x10", c: true, d: "", e: true, f: 1000 });
  });

  it("help lines carry type, meaning, default and allowed values", () => {
    expect(optionHelpLines(SPECS)).toEqual([
      "  --rounds INTEGER        discussion rounds T (default 15; >= 1)",
      "  --share NUMBER          a share (0..1)",
      "  --strategy ENUM         intervention (default none; one of none|share-info|devil)",
      "  --conditions LIST       conditions to run (default solo,peers; items solo|peers|senior)",
      "  --blind                 hide identities (default false)",
      "  --prompts STRING        template folder",
    ]);
  });
});
