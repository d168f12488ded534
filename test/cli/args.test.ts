import { describe, expect, it } from "vitest";
import { parseArgs } from "../../src/cli/args.js";
import { UsageError } from "../../src/errors.js";

describe("parseArgs(argv, table)", () => {
  it("parses positionals, booleans, numbers and --k=v", () => {
    expect(parseArgs(["a", "--json", "--seed", "3", "--c=0.5", "b"], { json: "boolean", seed: "number", c: "number" })).toEqual({
      positionals: ["a", "b"],
      options: { json: true, seed: 3, c: 0.5 },
    });
  });
  it("throws UsageError for unknown options, missing values and bad numbers", () => {
    expect(() => parseArgs(["--nope"], {})).toThrow(UsageError);
    expect(() => parseArgs(["--seed"], { seed: "number" })).toThrow(/needs a value/);
    expect(() => parseArgs(["--seed", "x"], { seed: "number" })).toThrow(/expects a number/);
  });
});

describe("parseArgs: bad numbers and short options (issue 17)", () => {
  const t = { seed: "number", bootstrap: "number", json: "boolean" } as const;
  it("rejects non-decimal numbers", () => {
    for (const v of ["0x10", "1e", "", " ", "Infinity", "NaN", "1_000", "0b1", "--1"])
      expect(() => parseArgs(["--seed", v], t), v).toThrow(UsageError);
    expect(() => parseArgs(["--seed=0x10"], t)).toThrow('option --seed expects a number, received "0x10"');
  });
  it("-j or any short option is an unknown option, never a file name", () => {
    expect(() => parseArgs(["a.jsonl", "-j"], t)).toThrow("unknown option -j");
    expect(() => parseArgs(["-x", "a.jsonl"], t)).toThrow(UsageError);
    expect(parseArgs(["-"], t).positionals).toEqual(["-"]);
  });
  it("--seed -1 / 1.5 / 0x10 and --bootstrap likewise end as usage errors through intOption", async () => {
    const { intOption } = await import("../../src/cli/args.js");
    for (const v of ["-1", "1.5"]) {
      const { options } = parseArgs(["--seed", v, "--bootstrap", v], t);
      expect(() => intOption(options, "seed", 0)).toThrow(`option --seed expects a non-negative integer, received ${Number(v)}`);
      expect(() => intOption(options, "bootstrap", 0)).toThrow(UsageError);
    }
    expect(intOption(parseArgs(["--seed", "1e3"], t).options, "seed", 0)).toBe(1000);
  });
});
