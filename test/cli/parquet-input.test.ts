import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "../../src/cli/main.js";
import { capture } from "../runner/helpers.js";

const dir = mkdtempSync(join(tmpdir(), "gt-parquet-input-"));
const TYP = "test/fixtures/compare/phantom-typical.jsonl";
const SUS = "test/fixtures/compare/phantom-susceptible.jsonl";
const pq = (name: string) => join(dir, name);

/** The JSON a command prints, with the input paths (provenance) taken out. */
async function json(argv: string[]): Promise<Record<string, unknown>> {
  const r = await capture(() => cli(argv));
  expect(r.code, r.err).toBe(0);
  const doc = JSON.parse(r.out) as Record<string, unknown>;
  delete doc.inputs;
  return doc;
}

describe("Parquet written by export is input to validate, metrics and compare", () => {
  it("export writes the two logs as Parquet", async () => {
    for (const [src, out] of [[TYP, "typ.parquet"], [SUS, "sus.parquet"]]) {
      const r = await capture(() => cli(["export", src, "--format", "parquet", "--out", pq(out)]));
      expect(r.code, r.err).toBe(0);
    }
  });
  it("validate counts the same records", async () => {
    expect(await json(["validate", pq("typ.parquet"), pq("sus.parquet"), "--json"])).toEqual(await json(["validate", TYP, SUS, "--json"]));
  });
  it("metrics phantom gives the same document", async () => {
    const a = await json(["metrics", "phantom", pq("typ.parquet"), "--bootstrap", "200", "--json"]);
    expect(a).toEqual(await json(["metrics", "phantom", TYP, "--bootstrap", "200", "--json"]));
    expect((a.groups as { model: string }[])[0].model).toBe("typical");
  });
  it("compare gives the same document, and mixes Parquet with JSONL", async () => {
    const ref = await json(["compare", "phantom", TYP, SUS, "--bootstrap", "100", "--permutations", "100", "--json"]);
    expect(await json(["compare", "phantom", pq("typ.parquet"), pq("sus.parquet"), "--bootstrap", "100", "--permutations", "100", "--json"])).toEqual(ref);
    expect(await json(["compare", "phantom", pq("typ.parquet"), SUS, "--bootstrap", "100", "--permutations", "100", "--json"])).toEqual(ref);
  });
});
