import { describe, expect, it } from "vitest";
import { parseArgs } from "../../src/cli/args.js";
import { formatHelp } from "../../src/cli/help.js";
import { runHelp, splitRunArgs } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { parseProtocolOptions } from "../../src/runner/protocol-options.js";
import { getProtocol } from "../../src/runner/protocols/registry.js";

// Issue 26: every boolean option takes --x, --x true|false, --x=true|false and --no-x.
describe("boolean spellings in parseArgs (every analysis command)", () => {
  const t = { json: "boolean", seed: "number" } as const;
  it.each([
    [["--json"], true], [["--json", "true"], true], [["--json", "false"], false],
    [["--json=true"], true], [["--json=false"], false], [["--no-json"], false],
  ])("%j → json %s", (argv, v) => {
    expect(parseArgs([...argv, "log.jsonl"], t)).toEqual({ positionals: ["log.jsonl"], options: { json: v } });
  });
  it("a word other than true/false after a boolean stays a positional; a bad inline value is a usage error", () => {
    expect(parseArgs(["--json", "yes"], t)).toEqual({ positionals: ["yes"], options: { json: true } });
    expect(() => parseArgs(["--json=yes"], t)).toThrow(UsageError);
    expect(() => parseArgs(["--no-seed"], t)).toThrow(/unknown option --no-seed/);
    expect(() => parseArgs(["--no-json=false"], t)).toThrow(/takes no value/);
  });
  it("an option literally named no-x keeps its own meaning", () => {
    expect(parseArgs(["--no-cache"], { cache: "boolean", "no-cache": "boolean" }).options).toEqual({ "no-cache": true });
  });
  it("--help says so", () => {
    expect(formatHelp({ usage: "groupthink x", summary: "x", examples: ["groupthink x"] })).toContain("--x true|false, --x=true|false and --no-x");
  });
});

describe("boolean spellings in run (runner and protocol options)", () => {
  const specs = getProtocol("panel").options;
  it.each([
    // raw values (as written; parseProtocolOptions turns "false" into false)
    [["panel", "--sweep", "false", "--model", "m"], "false"],
    [["panel", "--sweep=false", "--model", "m"], "false"],
    [["panel", "--no-sweep", "--model", "m"], false],
    [["panel", "--sweep", "--model", "m"], true],
    [["panel", "--sweep", "true", "--model", "m"], "true"],
  ])("%j → sweep %j, protocol name still `panel`", (argv, v) => {
    const a = splitRunArgs(argv, specs);
    expect(a.positionals).toEqual(["panel"]);
    expect(a.protocol).toEqual({ sweep: v });
    expect(a.known).toEqual({ model: "m" });
    expect(parseProtocolOptions(specs!, a.protocol).sweep).toBe(v === true || v === "true");
  });
  it("runner booleans: --resume false, --resume=false, --no-resume; --logprobs=false means --no-logprobs", () => {
    expect(splitRunArgs(["panel", "--resume", "false"], specs).known).toEqual({ resume: false });
    expect(splitRunArgs(["panel", "--resume=false"], specs).known).toEqual({ resume: false });
    expect(splitRunArgs(["panel", "--no-resume"], specs).known).toEqual({ resume: false });
    expect(splitRunArgs(["panel", "--resume"], specs).known).toEqual({ resume: true });
    expect(splitRunArgs(["panel", "--logprobs=false"], specs).known).toEqual({ "no-logprobs": true });
    expect(splitRunArgs(["panel", "--no-logprobs"], specs).known).toEqual({ "no-logprobs": true });
    expect(() => splitRunArgs(["panel", "--resume=maybe"], specs)).toThrow(UsageError);
  });
  it("run --help says so", () => expect(runHelp("panel")).toContain("--x true|false, --x=true|false and --no-x"));
});
