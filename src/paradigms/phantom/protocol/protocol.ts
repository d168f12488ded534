/**
 * The phantom protocol plug-in object: declared options and paper sampling
 * defaults (`options.ts`), bank loading (`load-bank.ts`), planning
 * (`plan.ts`), the job (`driver.ts`), reparse (`reparse.ts`), and the
 * template set's version and hash for the manifest.
 *
 * @example
 * phantomProtocol.name;                  // => "phantom"
 * phantomProtocol.promptSet().version;   // => "phantom-prompts/2"
 */
import type { Protocol } from "../../../runner/types.js";
import { loadPhantomBank } from "./load-bank.js";
import { PHANTOM_OPTIONS, PHANTOM_SAMPLING } from "./options.js";
import { PHANTOM_PARSER_VERSION } from "./parse.js";
import { planPhantom } from "./plan.js";
import { runPhantomJob } from "./driver.js";
import { reparsePhantom } from "./reparse.js";
import { phantomPromptSet, type PhantomPromptSet } from "./prompts.js";
import type { PhantomScenario } from "./scenario.js";

/** The plug-in, plus `promptSet(dir?)` (version + hash of the templates a run uses, for the manifest). */
export const phantomProtocol: Protocol<PhantomScenario> & { promptSet(dir?: string): PhantomPromptSet; promptsHash(dir?: string): string } = {
  name: "phantom",
  parserVersion: PHANTOM_PARSER_VERSION,
  defaultBank: "scenarios/phantom",
  options: PHANTOM_OPTIONS,
  sampling: PHANTOM_SAMPLING,
  loadBank: (path) => loadPhantomBank(path),
  plan: planPhantom,
  runJob: runPhantomJob,
  reparse: reparsePhantom,
  promptSet: (dir) => phantomPromptSet(dir),
  promptsHash: (dir) => phantomPromptSet(dir).hash,
};
