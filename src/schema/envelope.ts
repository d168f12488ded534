/**
 * The envelope every trial record carries (trial-logs.md, "Envelope"). A
 * record kind's spec starts from it (`{ ...ENVELOPE_SPEC, ... }`) and narrows
 * `protocol` to its own name; the loader checks `protocol` against the
 * registered kinds ({@link recordKindNames}), so the envelope names no kind.
 *
 * @example
 * ENVELOPE_SPEC.run_id; // => { kind: "string", required: true }
 */
export const ENVELOPE_SPEC = {
  protocol: { kind: "string", required: true },
  run_id: { kind: "string", required: true },
  model: { kind: "string", required: true },
  trial_id: { kind: "string", required: true },
  seed: { kind: "int", required: false, nullable: true },
  raw: { kind: "string", required: false, nullable: true },
  parse_error: { kind: "string", required: false, nullable: true },
  usage: { kind: "usage", required: false },
  latency_ms: { kind: "number", required: false, min: 0 },
  simulated: { kind: "boolean", required: false },
} as const;
