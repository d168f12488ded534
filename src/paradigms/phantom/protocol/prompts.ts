/**
 * The phantom prompt templates (data, `scenarios/phantom/prompts/`, see its
 * README for where each comes from: paper 000 App. D verbatim where the paper
 * prints them) and their rendering. A prompt is the stimulus and nothing else:
 * no scenario id, agent position, condition name or gold label. Agent j of a
 * group speaks public signal `(j) % 4`; each agent sees the comments of the
 * *other* agents, labelled `Agent k:` (1-based). The informed prompt lists the
 * other agents' recorded private decisions from this run (never the gold).
 *
 * @example
 * const set = phantomPromptSet();
 * const p = renderPhantomPrompt(set, scenario, { agent: 0, agents: 4, condition: "private" });
 * p.startsWith("Label meanings:"); // => true
 * p.includes(scenario.id);         // => false
 */
import { existsSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PHANTOM_CONDITIONS, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";
import { argError } from "../../../errors.js";
import { SIGNALS_PER_SCENARIO, type PhantomScenario } from "./scenario.js";

/** The template names of a phantom prompt set: the five conditions and the drafting prompt. */
export const PHANTOM_TEMPLATE_NAMES = [...PHANTOM_CONDITIONS, "generate"] as const;
/** One template name. */
export type PhantomTemplateName = (typeof PHANTOM_TEMPLATE_NAMES)[number];

/** The shipped template folder (project root relative to this module, in src/ and dist/). */
export const PHANTOM_PROMPTS_DIR = resolve(fileURLToPath(new URL("../../../../scenarios/phantom/prompts", import.meta.url)));

/** A loaded template set. */
export interface PhantomPromptSet {
  /** `prompts.json` `version` (records carry it as `prompt_version`). */
  version: string;
  /** Absolute folder the set was read from. */
  dir: string;
  /** sha256 of prompts.json and every template (name order): the manifest's identity of the set. */
  hash: string;
  templates: Record<PhantomTemplateName, string>;
}

const cache = new Map<string, PhantomPromptSet>();

/**
 * Read a template set (default: the shipped one); cached per folder.
 * @throws Error naming the file when `prompts.json` or a template is missing or malformed
 * @example
 * phantomPromptSet().version; // => "phantom-prompts/2"
 */
export function phantomPromptSet(dir: string = PHANTOM_PROMPTS_DIR): PhantomPromptSet {
  const abs = resolve(dir);
  const hit = cache.get(abs);
  if (hit) return hit;
  const file = join(abs, "prompts.json");
  if (!existsSync(file)) throw new Error(`${file}: no prompts.json (a phantom prompt folder holds prompts.json and the templates it names; see scenarios/phantom/prompts/README.md)`);
  let meta: { version?: unknown; templates?: Record<string, unknown> };
  try {
    meta = JSON.parse(readFileSync(file, "utf8")) as typeof meta;
  } catch (e) {
    throw new Error(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  if (typeof meta.version !== "string" || meta.version === "") throw new Error(`${file}: field "version": expected a non-empty string`);
  const h = createHash("sha256").update(readFileSync(file));
  const templates = {} as Record<PhantomTemplateName, string>;
  for (const name of PHANTOM_TEMPLATE_NAMES) {
    const rel = meta.templates?.[name] ?? `${name}.txt`;
    if (typeof rel !== "string") throw new Error(`${file}: field "templates.${name}": expected a file name`);
    const path = join(abs, rel);
    if (!existsSync(path)) throw new Error(`${path}: template "${name}" is missing`);
    templates[name] = readFileSync(path, "utf8");
    h.update(`\u0000${name}\u0000`).update(templates[name]);
  }
  const set: PhantomPromptSet = { version: meta.version, dir: abs, hash: h.digest("hex"), templates };
  cache.set(abs, set);
  return set;
}

/**
 * Fill `{name}` placeholders; a placeholder without a value is an error (values are inserted literally).
 * @throws RangeError naming the placeholder and the known names
 * @example
 * fillTemplate("Case: {x}", { x: "a {y}" }); // => "Case: a {y}"
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) throw new RangeError(argError("fillTemplate", "template", `placeholders among ${Object.keys(values).join(", ")}`, `{${name}}`));
    return values[name];
  });
}

/** What differs between the agents' prompts of one scenario. */
export interface PromptSpec {
  agent: number;
  agents: number;
  condition: PhantomCondition;
  /** Informed only: recorded private decisions of every agent (null = unavailable or unparseable). */
  privateDecisions?: readonly (PhantomDecision | null)[];
}

/**
 * The public signal agent `j` speaks (`public_signals[j % 4]`).
 * @example
 * signalOf(scenario, 5) === scenario.public_signals[1]; // => true
 */
export function signalOf(s: PhantomScenario, j: number): string {
  return s.public_signals[j % SIGNALS_PER_SCENARIO];
}

function others(spec: PromptSpec): number[] {
  return Array.from({ length: spec.agents }, (_, j) => j).filter((j) => j !== spec.agent);
}

const lines = (spec: PromptSpec, text: (j: number) => string): string => others(spec).map((j) => `Agent ${j + 1}: "${text(j)}"`).join("\n");

/**
 * Render one agent's prompt in one condition from a template set.
 * @throws RangeError when the informed condition lacks `privateDecisions` for every agent
 * @example
 * renderPhantomPrompt(phantomPromptSet(), s, { agent: 1, agents: 4, condition: "explicit_vote" }).includes("A majority of other agents support: " + s.phantom_target); // => true
 */
export function renderPhantomPrompt(set: PhantomPromptSet, s: PhantomScenario, spec: PromptSpec): string {
  const priv = spec.privateDecisions;
  if (spec.condition === "informed" && (!priv || priv.length !== spec.agents)) {
    throw new RangeError(argError("renderPhantomPrompt", "spec.privateDecisions", `${spec.agents} recorded private decisions`, priv ?? null));
  }
  const neutral = s.neutral_comments.length > 0 ? s.neutral_comments : [""];
  return fillTemplate(set.templates[spec.condition], {
    base_context: s.base_context,
    decision_request: s.decision_request,
    other_public_signals: lines(spec, (j) => signalOf(s, j)),
    other_neutral_comments: lines(spec, (j) => neutral[j % neutral.length]),
    other_private_decisions: priv ? others(spec).map((j) => `Agent ${j + 1}: ${priv[j] ?? "unavailable"}`).join("\n") : "",
    phantom_norm_target: s.phantom_target,
    explicit_vote: s.explicit_vote,
  });
}

/**
 * Render with the shipped template set (a convenience for tests and notebooks).
 * @example
 * phantomPrompt(s, { agent: 0, agents: 4, condition: "private" }).endsWith("Return exactly one label and nothing else.\n"); // => true
 */
export function phantomPrompt(s: PhantomScenario, spec: PromptSpec): string {
  return renderPhantomPrompt(phantomPromptSet(), s, spec);
}
