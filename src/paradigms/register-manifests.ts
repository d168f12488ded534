import * as MANIFESTS from "./manifests.js";
import { getParadigm, paradigmOf, registerParadigms, type ParadigmModule } from "./registry-core.js";

/**
 * Register the paradigm folders' light parts (`manifests.ts`: record kinds, facets, commands) for those not
 * registered yet, and return the registered names. A paradigm already known (the full registry loaded, or
 * one registered at run time) is left as it is; importing `registry.ts` afterwards replaces the light parts
 * with the full paradigms. The command line calls it first, so a `light` command never loads the
 * protocols, simulators and measures it does not use (issue 22, a quick start).
 *
 * @example
 * registerManifests().includes("phantom"); // => true
 */
export function registerManifests(): string[] {
  const fresh: Record<string, ParadigmModule> = {};
  for (const [k, m] of Object.entries(MANIFESTS as Record<string, ParadigmModule>)) {
    const p = paradigmOf(k, m);
    if (p !== null && getParadigm(p.name) === undefined) fresh[k] = m;
  }
  registerParadigms(fresh);
  return Object.values(MANIFESTS as Record<string, ParadigmModule>).flatMap((m) => (m.paradigm ? [m.paradigm.name] : []));
}
