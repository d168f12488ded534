import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { experimentRuns, modelFolderName, parseExperiment, safeFolderName } from "../../src/runner/experiment.js";
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
    // org/m and org:m would share org_m: each gets the hash of its own name, whatever the list
    expect(outs.slice(0, 3)).toEqual([join("o", "phantom", "gpt-4o"), join("o", "phantom", modelFolderName("org/m")), join("o", "phantom", modelFolderName("org:m"))]);
    expect(outs[1]).toMatch(/phantom.org_m-[0-9a-f]{8}$/);
    expect(outs[2]).toMatch(/phantom.org_m-[0-9a-f]{8}$/);
    expect(outs[1]).not.toBe(outs[2]);
    expect(outs.slice(3, 5)).toEqual([join("o", "panel", "gpt-4o"), join("o", "panel", modelFolderName("org/m"))]);
    expect(runs[0]).toMatchObject({ baseURL: "http://127.0.0.1:9/v1", repeats: 3, sampling: { temperature: 0.7, max_tokens: 300 }, protocolOptions: { rounds: 5 }, endpoints: { B: { baseURL: "http://127.0.0.1:8/v1" } } });
    expect(runs[3].protocolOptions).toEqual({ rounds: 5, reviewers: 4 });
  });

  it("refuses unknown keys, missing models, bad values, naming the file", () => {
    expect(() => parseExperiment("protocol: phantom\n", "e.yaml")).toThrow(new UsageError("e.yaml: models is required (a list of models)"));
    expect(() => parseExperiment("protocol: phantom\nmodels: [a]\nrepeat: 3\n", "e.yaml")).toThrow(/e\.yaml: unknown key "repeat"/);
    expect(() => parseExperiment('{"protocol": "phantom", "models": ["a"], "seed": -1}', "e.json")).toThrow(new UsageError("e.json: seed expects a non-negative integer, received -1"));
    expect(() => parseExperiment("{", "e.json")).toThrow(/e\.json: not valid JSON/);
    expect(() => parseExperiment("protocol: phantom\nmodels: [a, a]\n", "e.yaml")).toThrow(new UsageError('e.yaml: models lists "a" twice'));
  });

  it("refuses a protocol listed twice, both protocol and protocols, prototype keys and unknown YAML tags (usage errors naming the key)", () => {
    expect(() => parseExperiment("protocol: [phantom, phantom]\nmodels: [a]\n", "e.yaml")).toThrow(new UsageError('e.yaml: protocol lists "phantom" twice'));
    expect(() => parseExperiment("protocols: [panel, panel]\nmodels: [a]\n", "e.yaml")).toThrow(new UsageError('e.yaml: protocols lists "panel" twice'));
    expect(() => parseExperiment("protocol: phantom\nprotocols: [panel]\nmodels: [a]\n", "e.yaml")).toThrow(new UsageError("e.yaml: give protocol or protocols, not both"));
    expect(() => parseExperiment("protocol: phantom\nmodel: b\nmodels: [a]\n", "e.yaml")).toThrow(new UsageError("e.yaml: give models or model, not both"));
    expect(() => parseExperiment("protocol: phantom\nmodels: [a]\noptions: {__proto__: {limit: 1}}\n", "e.yaml")).toThrow(new UsageError('e.yaml: key "options.__proto__" is not allowed (a prototype key)'));
    expect(() => parseExperiment('{"protocol": "phantom", "models": ["a"], "options": {"panel": {"constructor": 1}}}', "e.json")).toThrow(/e\.json: key "options\.panel\.constructor" is not allowed/);
    expect(() => parseExperiment('{"__proto__": {"protocol": "x"}, "protocol": "phantom", "models": ["a"]}', "e.json")).toThrow(/key "__proto__" is not allowed/);
    expect(() => parseExperiment("protocol: phantom\nmodels: [a]\noptions: {rounds: !!js/function 'function(){}'}\n", "e.yaml")).toThrow(/^e\.yaml: not valid YAML: unknown YAML tag: Unresolved tag: tag:yaml\.org,2002:js\/function/);
    expect(() => parseExperiment("protocol: phantom\nmodels: [!custom a]\n", "e.yaml")).toThrow(/unknown YAML tag: Unresolved tag: !custom/);
    expect(() => parseExperiment('{"protocol": "phantom", "protocol": "panel", "models": ["a"]}', "e.json")).toThrow(/^e\.json: not valid JSON: Map keys must be unique/);
    expect(() => parseExperiment("protocol: phantom\nprotocol: panel\nmodels: [a]\n", "e.yaml")).toThrow(/^e\.yaml: not valid YAML: Map keys must be unique/);
  });

  it("folder names come from the model alone: the same whatever the rest of the list, never shared", () => {
    const folders = (models: string[]) => experimentRuns(parseExperiment(JSON.stringify({ protocol: "phantom", models }), "e.json"), "o").map((r) => r.out);
    const all = ["sim:typical", "org/m", "org:m", "org_m", "sim_typical", "gpt-4o", "a b"];
    const full = folders(all);
    expect(new Set(full).size).toBe(all.length);
    expect(folders([...all].reverse())).toEqual([...full].reverse());
    for (let i = 0; i < all.length; i++) expect(folders([all[i]])).toEqual([full[i]]);
    expect(full.slice(0, 1).concat(full.slice(3, 6))).toEqual([join("o", "phantom", "sim_typical"), join("o", "phantom", "org_m"), join("o", "phantom", modelFolderName("sim_typical")), join("o", "phantom", "gpt-4o")]);
    expect(modelFolderName("sim_typical")).toMatch(/^sim_typical-[0-9a-f]{8}$/);
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
    // an edited experiment (one model removed, one added) resumes the unchanged run and starts the new one
    writeFileSync(file, JSON.stringify({ protocol: "phantom", models: ["sim:susceptible", "sim:typical"], seed: 2, options: { limit: 2 } }));
    const third = await quiet(() => runMain(["--config", file, "--out", out, "--json"]));
    expect(third.value).toBe(0);
    expect(JSON.parse(third.stdout).runs.map((r: { model: string; new_trials: number }) => [r.model, r.new_trials])).toEqual([["susceptible", 40], ["typical", 0]]);
    expect(readFileSync(join(out, "phantom", "sim_typical", "records.jsonl"), "utf8")).toBe(before);
  });

  it("run --config: a duplicate protocol is a usage error (exit 2) before anything runs or is counted (--dry-run)", async () => {
    const { cli } = await import("../../src/cli/main.js");
    const dir = tmp();
    const file = join(dir, "exp.yaml");
    writeFileSync(file, "protocol: [phantom, phantom]\nmodels: [sim:typical]\noptions: {limit: 1}\n");
    const r = await quiet(() => cli(["run", "--config", file, "--out", join(dir, "out"), "--dry-run"]));
    expect(r.value).toBe(2);
    expect(r.stderr).toContain('protocol lists "phantom" twice');
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
});
