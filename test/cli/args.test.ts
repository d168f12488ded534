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
