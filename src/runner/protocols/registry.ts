/**
 * The protocol plug-ins and simulator responders, by protocol name.
 *
 * @example
 * getProtocol("phantom").name; // => "phantom"
 */
import type { Protocol, SimResponder } from "../types.js";
import * as phantom from "./phantom/index.js";
import * as panel from "./panel/index.js";
import * as hiddenProfile from "./hidden-profile/index.js";
import * as judge from "./judge/index.js";

const MODULES: Record<string, { protocol?: Protocol<any>; responder?: SimResponder }> = {
  phantom,
  panel,
  hidden_profile: hiddenProfile,
  judge,
};

/** Names of the protocols that have a driver. */
export function protocolNames(): string[] {
  return Object.keys(MODULES).filter((k) => MODULES[k].protocol !== undefined);
}

/**
 * The protocol plug-in by name.
 * @throws RangeError for an unknown protocol or one without a driver yet
 */
export function getProtocol(name: string): Protocol<any> {
  const p = MODULES[name]?.protocol;
  if (!p) throw new RangeError(`getProtocol(name): expected one of ${protocolNames().join("|") || "(none)"}, received ${JSON.stringify(name)}`);
  return p;
}

/** Every registered simulator responder (protocol plug-ins plus extra ones such as the test `echo`). */
export function simResponders(extra: SimResponder[] = []): SimResponder[] {
  const out: SimResponder[] = [];
  for (const m of Object.values(MODULES)) if (m.responder) out.push(m.responder);
  return [...out, ...extra];
}
