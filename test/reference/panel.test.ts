/**
 * `groupthink metrics panel` against an independent Python reference written
 * from shared/spec/metrics.md §2 and §5 only
 * (test/fixtures/reference-panel/make_reference_panel.py). Values within 1e-12,
 * integers exact, null = null; Wilson intervals of fa_rate / miss_rate within 1e-12.
 * Bootstrap intervals are implementation-specific: only their presence (null
 * exactly when the value is null) and order (lo <= hi) are checked.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { cli } from "../../src/cli/main.js";
import { projectPath } from "../../src/paths.js";

const DIR = projectPath("test", "fixtures", "reference-panel");
const FIXTURES = ["six-reviewers", "four-reviewers", "five-reviewers-two-files", "five-reviewers-extra", "three-seeds", "hand"];
const TOL = 1e-12;

type Ci = [number, number] | null;
interface M {
  value: number | null;
  n: number;
  ci: Ci;
}
type Doc = {
  protocol: string;
  reviewers: { model: string; condition: string; [k: string]: unknown }[];
  panel: { condition: string; [k: string]: unknown }[];
  directional: Record<string, M>;
  flip_vs_k: { k: number; rate: M }[];
  authority: { model: string; [k: string]: unknown }[];
  repair: { model: string; condition: string; recovery: M }[];
};

afterEach(() => vi.restoreAllMocks());

async function runPanel(files: string[], extra: string[]): Promise<Doc> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  const code = await cli(["metrics", "panel", ...files, "--json", ...extra]);
  vi.restoreAllMocks();
  expect(code, err.join("")).toBe(0);
  return JSON.parse(out.join("")) as Doc;
}

function load(name: string): { files: string[]; expected: Doc } {
  const j = JSON.parse(readFileSync(`${DIR}/${name}.expected.json`, "utf8")) as { files: string[]; expected: Doc };
  return { files: j.files.map((f) => `${DIR}/${f}`), expected: j.expected };
}

/** Mismatches found by one comparison; reported all at once. */
type Bad = string[];

/** A number or null within TOL; `where` names the field in the report. */
function num(bad: Bad, got: unknown, want: number | null, where: string): void {
  if (want === null) {
    if (got !== null) bad.push(`${where}: got ${JSON.stringify(got)}, want null`);
    return;
  }
  if (typeof got !== "number" || !(Math.abs(got - want) <= TOL)) bad.push(`${where}: got ${JSON.stringify(got)}, want ${want}`);
}

function int(bad: Bad, got: unknown, want: number, where: string): void {
  if (got !== want) bad.push(`${where}: got ${JSON.stringify(got)}, want ${want}`);
}

/** value and n of a measure; `wilson` also compares the interval. */
function measure(bad: Bad, got: unknown, want: M, where: string, wilson: boolean): void {
  const g = got as M | undefined;
  if (typeof g !== "object" || g === null) {
    bad.push(`${where}: got ${JSON.stringify(got)}, want a measure`);
    return;
  }
  num(bad, g.value, want.value, `${where}.value`);
  int(bad, g.n, want.n, `${where}.n`);
  if (!wilson) return;
  if (want.ci === null) {
    if (g.ci !== null) bad.push(`${where}.ci: got ${JSON.stringify(g.ci)}, want null`);
  } else if (!Array.isArray(g.ci)) bad.push(`${where}.ci: got ${JSON.stringify(g.ci)}, want ${JSON.stringify(want.ci)}`);
  else {
    num(bad, g.ci[0], want.ci[0], `${where}.ci[0]`);
    num(bad, g.ci[1], want.ci[1], `${where}.ci[1]`);
  }
}

/** A bootstrap (or otherwise unspecified) interval: null exactly when the value is null, and lo <= hi. */
function bootCi(bad: Bad, got: unknown, where: string): void {
  const g = got as M;
  if (g.value === null) {
    if (g.ci !== null) bad.push(`${where}.ci: got ${JSON.stringify(g.ci)} with a null value`);
  } else if (!Array.isArray(g.ci) || !Number.isFinite(g.ci[0]) || !Number.isFinite(g.ci[1]) || !(g.ci[0] <= g.ci[1]))
    bad.push(`${where}.ci: got ${JSON.stringify(g.ci)}, want [lo, hi] with lo <= hi`);
}

const keys = <T extends Record<string, unknown>>(rows: T[], f: (r: T) => string) => rows.map(f);

function compare(got: Doc, want: Doc): Bad {
  const bad: Bad = [];
  if (got.protocol !== "panel") bad.push(`protocol: got ${got.protocol}`);

  expect(keys(got.reviewers, (r) => `${r.model}/${r.condition}`)).toEqual(keys(want.reviewers, (r) => `${r.model}/${r.condition}`));
  want.reviewers.forEach((w, i) => {
    const g = got.reviewers[i]!;
    const at = `reviewers[${w.model}/${w.condition}]`;
    measure(bad, g.fa_rate, w.fa_rate as M, `${at}.fa_rate`, true);
    measure(bad, g.miss_rate, w.miss_rate as M, `${at}.miss_rate`, true);
    measure(bad, g.shift, w.shift as M, `${at}.shift`, false);
    measure(bad, g.shift_silent, w.shift_silent as M, `${at}.shift_silent`, false);
    measure(bad, g.severity_rise, w.severity_rise as M, `${at}.severity_rise`, false);
    // per class (metrics.md §2, §5): the two shares with Wilson intervals, the paired effect (bootstrap ci: presence only)
    for (const cls of ["benign", "harmful"]) {
      measure(bad, g[`shift_${cls}`], w[`shift_${cls}`] as M, `${at}.shift_${cls}`, true);
      measure(bad, g[`shift_silent_${cls}`], w[`shift_silent_${cls}`] as M, `${at}.shift_silent_${cls}`, true);
      measure(bad, g[`effect_${cls}`], w[`effect_${cls}`] as M, `${at}.effect_${cls}`, false);
    }
  });

  expect(keys(got.panel, (r) => r.condition)).toEqual(keys(want.panel, (r) => r.condition));
  want.panel.forEach((w, i) => {
    const g = got.panel[i]!;
    const at = `panel[${w.condition}]`;
    int(bad, g.reviewers, w.reviewers as number, `${at}.reviewers`);
    measure(bad, g.fa_rate, w.fa_rate as M, `${at}.fa_rate`, true);
    measure(bad, g.miss_rate, w.miss_rate as M, `${at}.miss_rate`, true);
    for (const k of ["predicted_fa", "predicted_miss", "subpanel_fa", "subpanel_miss"] as const)
      num(bad, g[k], w[k] as number | null, `${at}.${k}`);
    int(bad, g.excluded_items, w.excluded_items as number, `${at}.excluded_items`);
  });

  for (const k of ["flag", "safe", "gap"] as const) measure(bad, got.directional[k], want.directional[k]!, `directional.${k}`, false);

  expect(got.flip_vs_k.map((r) => r.k)).toEqual(want.flip_vs_k.map((r) => r.k));
  want.flip_vs_k.forEach((w, i) => measure(bad, got.flip_vs_k[i]!.rate, w.rate, `flip_vs_k[k=${w.k}].rate`, false));

  expect(keys(got.authority, (r) => r.model)).toEqual(keys(want.authority, (r) => r.model));
  want.authority.forEach((w, i) => {
    const g = got.authority[i]!;
    const at = `authority[${w.model}]`;
    measure(bad, g.flip, w.flip as M, `${at}.flip`, false);
    for (const k of ["delta_p_auth", "abs_dp_flipped", "abs_dc_flipped"] as const) num(bad, g[k], w[k] as number | null, `${at}.${k}`);
  });

  expect(keys(got.repair, (r) => `${r.model}/${r.condition}`)).toEqual(keys(want.repair, (r) => `${r.model}/${r.condition}`));
  want.repair.forEach((w, i) => measure(bad, got.repair[i]!.recovery, w.recovery, `repair[${w.model}/${w.condition}].recovery`, false));
  return bad;
}

/** Every measure in the document that is not a Wilson fa/miss rate. */
function otherMeasures(d: Doc): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const r of d.reviewers)
    for (const k of ["shift", "shift_silent", "severity_rise", "effect_benign", "effect_harmful"]) out.push([`reviewers[${r.model}/${r.condition}].${k}`, r[k]]);
  for (const k of ["flag", "safe", "gap"]) out.push([`directional.${k}`, d.directional[k]]);
  for (const r of d.flip_vs_k) out.push([`flip_vs_k[${r.k}]`, r.rate]);
  for (const r of d.authority) out.push([`authority[${r.model}].flip`, r.flip]);
  for (const r of d.repair) out.push([`repair[${r.model}/${r.condition}]`, r.recovery]);
  return out;
}

describe("metrics panel agrees with the independent Python reference", () => {
  for (const name of FIXTURES) {
    it(`${name}: every value, n and Wilson interval (--bootstrap 0)`, async () => {
      const { files, expected } = load(name);
      const got = await runPanel(files, ["--bootstrap", "0"]);
      const bad = compare(got, expected);
      // without bootstrap an interval other than Wilson may be null or not, but it must be ordered
      for (const [where, m] of otherMeasures(got)) {
        const g = m as M;
        if (g.ci !== null && !(g.ci[0] <= g.ci[1])) bad.push(`${where}.ci: ${JSON.stringify(g.ci)} not ordered`);
      }
      expect(bad).toEqual([]);
    });

    it(`${name}: bootstrap intervals are present exactly when the value is, and ordered (--bootstrap 200 --seed 1)`, async () => {
      const { files, expected } = load(name);
      const got = await runPanel(files, ["--bootstrap", "200", "--seed", "1"]);
      const bad = compare(got, expected);
      for (const [where, m] of otherMeasures(got)) bootCi(bad, m, where);
      expect(bad).toEqual([]);
    }, 60_000);
  }
});
