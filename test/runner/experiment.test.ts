import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { experimentRuns, parseExperiment, safeFolderName } from "../../src/runner/experiment.js";
import { lines, tmp } from "./helpers.js";

async function quiet<T>(f: () => Promise<T>): Promise<{ value: T; stdout: string; stderr: string }> {
  let stdout = "", stderr = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((stdout += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((stderr += String(s)), true));
  try {
    return { value: await f(), stdout, stderr };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe("experiment files", () => {
  it("parses the issue's example: one run folder per (protocol, model), runner keys taken out of options", () => {
    const exp = parseExperiment('{"protocol": "phantom", "models": ["sim:typical", "sim:resistant"], "seed": 2, "options": {"limit": 2}}', "exp.json");
    const runs = experimentRuns(exp, "out");
    expect(runs.map((r) => [r.protocol, r.model, r.out, r.seed, r.limit, r.protocolOptions])).toEqual([
      ["phantom", "sim:typical", join("out", "phantom", "sim_typical"), 2, 2, {}],
      ["phantom", "sim:resistant", join("out", "phantom", "sim_resistant"), 2, 2, {}],
    ]);
  });

  it("YAML: protocol lists, per-protocol options, base_url for non-sim models, endpoints, sampling, repeats", () => {
    const exp = parseExperiment(
      ["protocol: [phantom, panel]", "models: [gpt-4o, org/m, org:m]", "base_url: http://127.0.0.1:9/v1", "endpoints: {B: 'http://127.0.0.1:8/v1'}",
        "repeats: 3", "sampling: {temperature: 0.7}", "max_tokens: 300", "options:", "  rounds: 5", "  panel: {reviewers: 4}"].join("\n"),
      "exp.yaml",
    );
    const runs = experimentRuns(exp, "o");
    const outs = runs.map((r) => r.out);
    expect(outs.slice(0, 2)).toEqual([join("o", "phantom", "gpt-4o"), join("o", "phantom", "org_m")]);
    expect(outs[2]).toMatch(/phantom.org_m-[0-9a-f]{8}$/); // org/m and org:m would share a folder
    expect(outs.slice(3, 5)).toEqual([join("o", "panel", "gpt-4o"), join("o", "panel", "org_m")]);
    expect(runs[0]).toMatchObject({ baseURL: "http://127.0.0.1:9/v1", repeats: 3, sampling: { temperature: 0.7, max_tokens: 300 }, protocolOptions: { rounds: 5 }, endpoints: { B: { baseURL: "http://127.0.0.1:8/v1" } } });
    expect(runs[3].protocolOptions).toEqual({ rounds: 5, reviewers: 4 });
  });

  it("refuses unknown keys, missing models, bad values, naming the file", () => {
    expect(() => parseExperiment("protocol: phantom\n", "e.yaml")).toThrow(new UsageError("e.yaml: models is required (a list of models)"));
    expect(() => parseExperiment("protocol: phantom\nmodels: [a]\nrepeat: 3\n", "e.yaml")).toThrow(/e\.yaml: unknown key "repeat"/);
    expect(() => parseExperiment('{"protocol": "phantom", "models": ["a"], "seed": -1}', "e.json")).toThrow(new UsageError("e.json: seed expects a non-negative integer, received -1"));
    expect(() => parseExperiment("{", "e.json")).toThrow(/e\.json: not valid JSON/);
    expect(() => parseExperiment("protocol: phantom\nmodels: [a, a]\n", "e.yaml")).toThrow(/models lists a model twice/);
  });

  it("folder names are safe", () => {
    expect([safeFolderName("sim:typical"), safeFolderName("../../etc"), safeFolderName(""), safeFolderName("a b/c")]).toEqual(["sim_typical", "_.._etc", "model", "a_b_c"]);
  });

  it("run --config EXP.json --out DIR runs both models, and re-running resumes them", async () => {
    const dir = tmp();
    const file = join(dir, "exp.json");
    writeFileSync(file, JSON.stringify({ protocol: "phantom", models: ["sim:typical", "sim:resistant"], seed: 2, options: { limit: 2 } }));
    const out = join(dir, "out");
    const first = await quiet(() => runMain(["--config", file, "--out", out, "--json"]));
    expect(first.value).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary.status).toBe("complete");
    expect(summary.runs.map((r: { model: string; trials: number; run_seed: number }) => [r.model, r.trials, r.run_seed])).toEqual([["typical", 40, 2], ["resistant", 40, 2]]);
    for (const m of ["sim_typical", "sim_resistant"]) {
      expect(existsSync(join(out, "phantom", m, "records.jsonl"))).toBe(true);
      expect(lines(join(out, "phantom", m, "records.jsonl")).every((r) => r.trial_id.endsWith("~s2"))).toBe(true);
    }
    const before = readFileSync(join(out, "phantom", "sim_typical", "records.jsonl"), "utf8");
    const second = await quiet(() => runMain(["--config", file, "--out", out, "--json"]));
    expect(second.value).toBe(0);
    expect(JSON.parse(second.stdout).runs.map((r: { new_trials: number }) => r.new_trials)).toEqual([0, 0]);
    expect(readFileSync(join(out, "phantom", "sim_typical", "records.jsonl"), "utf8")).toBe(before);
    await expect(runMain(["phantom", "--config", file, "--out", out])).rejects.toThrow(UsageError);
  });
});
