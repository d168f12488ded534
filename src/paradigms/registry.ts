/**
 * The paradigm registry: every module of `all.ts` (and any registered at run
 * time with {@link registerParadigm}) registers its protocol and responder
 * with the runner and its record kind with the schema layer, and keeps its
 * measures and command section here for `metrics`, `report` and `--help`.
 * The public barrel loads it first; the command line before any command not
 * marked `light` (those run on the light parts, `register-manifests.ts`: issue 22).
 *
 * @example
 * getParadigm("benchform")?.protocol?.name; // => "benchform"
 */
import * as ALL from "./all.js";
import { registerParadigms, type ParadigmModule } from "./registry-core.js";

export * from "./registry-core.js";

registerParadigms(ALL as Record<string, ParadigmModule>);
