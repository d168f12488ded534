/**
 * The protocol plug-ins and simulator responders, by protocol name (filled by
 * the paradigm registry, `src/paradigms/registry.ts`, from each paradigm folder).
 * `groupthink run PROTOCOL` and the simulator look protocols and responders
 * up here; tests and notebooks can add their own with {@link registerProtocol}
 * (the test protocol `echo` is registered only that way, never by default).
 *
 * @example
 * getProtocol("phantom").name; // => "phantom"
 * registerProtocol("echo", { protocol: echoProtocol, responder: echoResponder });
 */
import type { RecordKind } from "../../schema/record-kind.js";
import { isRecordKind, registerRecordKind } from "../../schema/registry.js";
import type { Protocol, SimResponder } from "../types.js";

/** A registry entry: a protocol driver and/or its simulator responder. */
export interface ProtocolEntry {
  protocol?: Protocol<any>;
  responder?: SimResponder;
  /** The paradigm's record schema, declared in its own folder; registered with the schema layer unless already known. */
  recordKind?: RecordKind;
}

function registerKindOf(entry: ProtocolEntry): (() => void) | null {
  const k = entry.recordKind;
  return k && !isRecordKind(k.name) ? registerRecordKind(k.name, k.spec, k) : null;
}

/** Starts empty: the paradigm registry (`src/paradigms/registry.ts`) registers every paradigm folder's protocol and responder. */
const MODULES: Record<string, ProtocolEntry> = {};

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

/**
 * Register (or replace) a protocol under a name, e.g. the test protocol `echo`.
 * Returns a function that restores the previous entry.
 * @throws RangeError for an empty name
 */
export function registerProtocol(name: string, entry: ProtocolEntry): () => void {
  if (typeof name !== "string" || name.length === 0) throw new RangeError(`registerProtocol(name): expected a non-empty string, received ${JSON.stringify(name)}`);
  const had = Object.prototype.hasOwnProperty.call(MODULES, name);
  const prev = MODULES[name];
  MODULES[name] = { ...entry };
  const undoKind = registerKindOf(entry);
  return () => {
    undoKind?.();
    if (had) MODULES[name] = prev;
    else delete MODULES[name];
  };
}

/** The registry name of a protocol object (its key), or its record kind when it is not registered. */
export function protocolKey(protocol: Protocol<any>): string {
  for (const [k, m] of Object.entries(MODULES)) if (m.protocol === protocol) return k;
  return protocol.name;
}
