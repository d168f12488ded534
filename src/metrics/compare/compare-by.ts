/**
 * What the sides of a comparison are: `model` (the record's model), `run`
 * (`run_id`), `prompt_version` (the template set the runner wrote), or
 * `condition` — the paradigm's own condition field: the panel's round-2
 * `condition` (compared on the same items) and the hidden profile's
 * `variant`. Phantom's five conditions are inside every phantom measure and
 * judge records have no condition, so `condition` is refused there.
 *
 * @example
 * compareSideOf({ model: "m", run_id: "r1" } as never, "run"); // => "r1"
 */
import { argError } from "../../errors.js";
import type { AnyRecord } from "../../schema/records.js";

/** The ways to split records into sides. */
export const COMPARE_BY = ["model", "condition", "prompt_version", "run"] as const;
export type CompareBy = (typeof COMPARE_BY)[number];

/**
 * The side a record belongs to (`"(none)"` when the field is absent).
 * @param r a validated record
 * @param by see module doc
 * @throws RangeError for `condition` on phantom or judge records
 * @example
 * compareSideOf({ protocol: "hidden_profile", variant: "secretary" } as never, "condition"); // => "secretary"
 */
export function compareSideOf(r: AnyRecord, by: CompareBy): string {
  const x = r as unknown as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "(none)" : String(v));
  switch (by) {
    case "model": return s(x.model ?? x.propagator);
    case "run": return s(x.run_id);
    case "prompt_version": return s(x.prompt_version);
    case "condition":
      if (x.protocol === "panel") return s(x.condition);
      if (x.protocol === "hidden_profile") return s(x.variant);
      throw new RangeError(argError("compareSideOf", "by", "model, run or prompt_version for phantom and judge records (phantom's conditions are inside every measure; judge records have none)", by));
    default: {
      const never: never = by;
      throw new RangeError(argError("compareSideOf", "by", COMPARE_BY.join(", "), never));
    }
  }
}
