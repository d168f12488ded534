/**
 * The paradigm registry's table and functions: {@link registerParadigm} registers a paradigm's protocol and
 * responder with the runner and its record kind with the schema layer, and keeps its measures and command
 * section here for `metrics`, `report` and `--help`. `registry.ts` fills it with every folder of `all.ts`;
 * the command line may first fill it with their light parts (`register-manifests.ts`, issue 22).
 *
 * @example
 * getParadigm("benchform")?.protocol?.name; // => "benchform"
 */
import { registerAnalysis } from "../metrics/common/analysis-registry.js";
import { registerProtocol } from "../runner/protocols/registry.js";
import { getRecordKind, recordKindNames } from "../schema/registry.js";
import type { AnyRecord } from "../schema/records.js";
import { PROTOCOLS } from "../schema/vocab.js";
import type { Paradigm, ParadigmMeasureOptions } from "./paradigm.js";

const PARADIGMS = new Map<string, Paradigm>();

/**
 * Register a paradigm (what one line in `all.ts` does); returns the undo.
 *
 * @throws RangeError when the name is not a snake_case word
 * @example
 * const undo = registerParadigm({ name: "mini" });
 * getParadigm("mini")?.name; // => "mini"
 * undo();
 */
export function registerParadigm(p: Paradigm): () => void {
  if (typeof p?.name !== "string" || !/^[a-z][a-z0-9_]*$/.test(p.name)) throw new RangeError(`registerParadigm(p.name): expected a snake_case word, received ${JSON.stringify(p?.name)}`);
  const prev = PARADIGMS.get(p.name);
  PARADIGMS.set(p.name, p);
  const undoRun = p.protocol || p.responder || p.recordKind ? registerProtocol(p.name, { protocol: p.protocol, responder: p.responder, recordKind: p.recordKind }) : () => {};
  const undoAnalysis = registerAnalysis(p.name, { measures: p.measures, measuresCaption: p.measuresCaption, noMeasuresNote: p.noMeasuresNote, facets: p.facets, compare: p.compare, metricFields: p.metricFields });
  return () => {
    undoAnalysis();
    undoRun();
    if (prev) PARADIGMS.set(p.name, prev);
    else PARADIGMS.delete(p.name);
  };
}

/** A module of an `all.ts`: exports `paradigm`, or (the older plug-in shape) its parts. */
export type ParadigmModule = { paradigm?: Paradigm } & Partial<Omit<Paradigm, "name">>;

/**
 * The paradigm a module declares: its `paradigm`, else one built from its `protocol`, `responder`,
 * `recordKind` (and `measures`, `metrics`), named after the record kind (else the protocol, else `key`).
 *
 * @example
 * paradigmOf("mini", { paradigm: { name: "mini" } })?.name; // => "mini"
 * paradigmOf("x", {}); // => null
 */
export function paradigmOf(key: string, m: ParadigmModule): Paradigm | null {
  if (m.paradigm) return m.paradigm;
  if (!m.protocol && !m.responder && !m.recordKind) return null;
  return { ...m, name: m.recordKind?.name ?? m.protocol?.name ?? key };
}

/**
 * Register every module of an `all.ts`-style namespace (`{ name: module }`, see {@link paradigmOf}); returns the undo.
 *
 * @example
 * const undo = registerParadigms({ mini: { paradigm: { name: "mini" } } });
 * undo();
 */
export function registerParadigms(modules: Readonly<Record<string, ParadigmModule>>): () => void {
  // A module namespace lists its names alphabetically (and a bundler may not): the contract's four first, in its
  // order, then the others by name, whatever the source.
  const rank = (k: string): number => ((PROTOCOLS as readonly string[]).includes(k) ? (PROTOCOLS as readonly string[]).indexOf(k) : PROTOCOLS.length);
  const entries = Object.entries(modules).sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const undos = entries.flatMap(([k, m]) => {
    const p = paradigmOf(k, m);
    return p ? [registerParadigm(p)] : [];
  });
  return () => undos.reverse().forEach((u) => u());
}

/**
 * A registered paradigm folder by name.
 *
 * @example
 * getParadigm("nope"); // => undefined
 */
export function getParadigm(name: string): Paradigm | undefined {
  return PARADIGMS.get(name);
}

/**
 * Every paradigm the installation knows: every registered record kind (the contract's four first).
 *
 * @example
 * paradigmNames().includes("benchform"); // => true
 */
export function paradigmNames(): string[] {
  return recordKindNames();
}

/**
 * A paradigm's measures document over its records, or null when it registers none.
 *
 * @example
 * paradigmMeasures("nope", [], { bootstrap: 0, seed: 0 }); // => null
 */
export function paradigmMeasures(name: string, records: readonly AnyRecord[], options: ParadigmMeasureOptions): object | null {
  const p = PARADIGMS.get(name);
  return p?.measures ? p.measures(records, options) : null;
}

/**
 * The label field and grouping field of a kind's records: the paradigm's `facets`, else the spec's label
 * field and `condition` (or the first summary field).
 *
 * @example
 * paradigmFacets("benchform"); // => { label: "answer", by: "condition" }
 */
export function paradigmFacets(name: string): { label: string; by: string } {
  const f = PARADIGMS.get(name)?.facets;
  if (f) return f;
  const kind = getRecordKind(name);
  const spec = (kind?.spec ?? {}) as Record<string, { label?: boolean }>;
  const label = Object.keys(spec).find((k) => spec[k].label === true) ?? "parse_error";
  const by = "condition" in spec ? "condition" : (kind?.summaryFields[0] ?? "model");
  return { label, by };
}
