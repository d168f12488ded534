/**
 * Hidden-profile prompt template sets: the files of a folder
 * (`scenarios/hidden_profile/prompts/` by default, `--prompts DIR` otherwise;
 * see that folder's README), their hash and version, and one renderer for
 * both placeholder styles (`{{name}}`, ours, and `%name%`, HiddenBench's).
 * A file missing from DIR falls back to the shipped one; the hash covers the
 * five core files HiddenBench publishes. The version is DIR's `VERSION`
 * file, else the name `known-sets.json` (shipped folder) gives the hash
 * (HiddenBench's public set: `hiddenbench-public`), else
 * `<folder name>-<hash prefix>`.
 *
 * @example
 * renderTemplate("%description% / {{extra}}", { description: "Pick one.", extra: "" }); // => "Pick one. / "
 * loadHpPromptSet().version; // => "groupthink-hp-3"
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { DataError } from "../../../errors.js";
import { projectPath } from "../../../paths.js";
import { sha256Hex } from "../../../runner/hash.js";
import { HP_STRATEGIES, type HpStrategy } from "./options.js";

/** The five core template files (HiddenBench's public names). */
export const HP_CORE_TEMPLATES = ["system_prompt", "first_user_prompt", "user_prompt", "first_vote_prompt", "vote"] as const;
/** Our additional template files (used by interventions and the initial-vote prefix). */
export const HP_EXTRA_TEMPLATES = ["initial_vote_prefix", "secretary_system", "secretary", "reveal_all", "adversarial", "extract_system", "extract"] as const;
export type HpTemplateName = (typeof HP_CORE_TEMPLATES)[number] | (typeof HP_EXTRA_TEMPLATES)[number];

/** A loaded template set. */
export interface HpPromptSet {
  dir: string;
  version: string;
  /** sha256 of the five core files (name + text, in order). */
  hash: string;
  templates: Record<HpTemplateName, string>;
  strategies: Record<HpStrategy, string>;
}

/** The shipped template folder. */
export const HP_DEFAULT_PROMPTS = "scenarios/hidden_profile/prompts";

const cache = new Map<string, HpPromptSet>();

/**
 * Fill `{{name}}` and `%name%` placeholders from `values` (a placeholder
 * without a value is left as written). Values are inserted literally.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}|%([A-Za-z_][A-Za-z0-9_]*)%/g, (m, a: string | undefined, b: string | undefined) => {
    const k = (a ?? b) as string;
    return Object.prototype.hasOwnProperty.call(values, k) ? values[k] : m;
  });
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  } catch (e) {
    throw new DataError(path, 1, "-", `cannot read template (${(e as Error).message})`);
  }
}

/**
 * Load a template set (default: the shipped one); cached per folder.
 * @throws DataError for an unreadable file or a bad `strategies.json`
 */
export function loadHpPromptSet(dir?: string): HpPromptSet {
  const shipped = projectPath(HP_DEFAULT_PROMPTS);
  const d = resolve(dir ?? shipped);
  const hit = cache.get(d);
  if (hit) return hit;
  const pick = (file: string): string => (existsSync(join(d, file)) ? join(d, file) : join(shipped, file));
  const templates = {} as Record<HpTemplateName, string>;
  for (const n of [...HP_CORE_TEMPLATES, ...HP_EXTRA_TEMPLATES]) templates[n] = readText(pick(`${n}.txt`));
  const hash = sha256Hex(HP_CORE_TEMPLATES.map((n) => `${n}\u0000${templates[n]}`).join("\u0001"));
  const sPath = pick("strategies.json");
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readText(sPath)) as Record<string, unknown>;
  } catch (e) {
    throw new DataError(sPath, 1, "-", `not valid JSON (${(e as Error).message})`);
  }
  const strategies = {} as Record<HpStrategy, string>;
  for (const s of HP_STRATEGIES) {
    if (typeof raw[s] !== "string") throw new DataError(sPath, 1, s, "expected a string (the strategy's extra instruction)");
    strategies[s] = raw[s] as string;
  }
  let version: string;
  if (existsSync(join(d, "VERSION"))) version = readText(join(d, "VERSION")).trim();
  else {
    const known = JSON.parse(readText(join(shipped, "known-sets.json"))) as Record<string, string>;
    version = known[hash] ?? `${basename(d)}-${hash.slice(0, 8)}`;
  }
  const set: HpPromptSet = { dir: d, version, hash, templates, strategies };
  cache.set(d, set);
  return set;
}
