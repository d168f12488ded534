/**
 * BenchForm, the fifth paradigm, in one folder: record kind, protocol (bank,
 * prompts, plan, driver, parser), simulated responder, measures, tables,
 * figures, command-line section, notebook helpers and paper facts. Registered
 * by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "benchform"
 */
import type { Paradigm } from "../paradigm.js";
import type { BenchformRecord } from "./kind.js";
import { paradigm as manifest } from "./manifest.js";
import { benchformMeasures } from "./measures.js";
import { benchformMetricsHelp, benchformMetricsMain } from "./metrics-command.js";
import { benchformProtocol } from "./protocol.js";
import { benchformResponder } from "./responder.js";
import { benchformPairedData } from "./paired-data.js";
import type { BenchformAnswer } from "./measures.js";

export { BENCHFORM_CONDITIONS, BENCHFORM_KIND, BENCHFORM_MODES, BENCHFORM_SPEC, type BenchformCondition, type BenchformRecord } from "./kind.js";
export { benchformTaskFiles, loadBenchformBank, type BenchformItem, type BenchformQuestion } from "./bank.js";
export { BENCHFORM_PEERS, BENCHFORM_PHRASINGS, BENCHFORM_PROMPT_VERSION, BENCHFORM_TEMPLATES, benchformMessages } from "./prompts.js";
export { BENCHFORM_OPTIONS, BENCHFORM_SAMPLING } from "./options.js";
export { BENCHFORM_PARSER_VERSION, parseBenchformAnswer } from "./parse.js";
export { benchformScripts, planBenchform } from "./plan.js";
export { runBenchformJob } from "./driver.js";
export { reparseBenchform } from "./reparse.js";
export { benchformProtocol } from "./protocol.js";
export { BENCHFORM_SIM_PROFILES, benchformResponder, readBenchformPrompt } from "./responder.js";
export { benchformMeasures, type BenchformComparison, type BenchformGroup, type BenchformIndependence, type BenchformMeasuresDoc } from "./measures.js";
export { benchformTable, type BenchformTableRow } from "./tables.js";
export { benchformMajorityFigure, benchformTaskFigure } from "./figures.js";
export { benchformMetricsHelp, benchformMetricsMain } from "./metrics-command.js";
export { benchformLoad } from "./notebook.js";
export { BENCHFORM_PAPER } from "./paper.js";
export { BENCHFORM_COMPARE_MEASURES, benchformPairedData } from "./paired-data.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  ...manifest,
  protocol: benchformProtocol,
  responder: benchformResponder,
  measures: (records) => benchformMeasures(records as unknown as BenchformRecord[]),
  metrics: { help: benchformMetricsHelp, main: benchformMetricsMain },
  compare: {
    pairedData: (_by, ref, other, labels, _all, _seed, measures) => benchformPairedData(ref as unknown as BenchformAnswer[], other as unknown as BenchformAnswer[], labels, measures),
    planMeasure: ["conformity.wrong_guidance", "conformity.wrong_guidance"],
  },
};
