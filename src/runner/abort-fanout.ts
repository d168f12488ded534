/**
 * One run-level abort signal fanned out to per-call signals. Libraries that
 * listen on the signal they are given (the `openai` SDK does, and does not
 * always remove its listener) then listen on a short-lived per-call signal,
 * so the run signal keeps a single listener instead of one per call ever made
 * (adding to an EventTarget with n listeners costs O(n)).
 *
 * @example
 * const fan = createAbortFanout(controller.signal);
 * const { signal, release } = fan.child();
 * try { await fetch(url, { signal }); } finally { release(); }
 */

export interface AbortFanout {
  /** A signal aborted when the parent is; call `release` when the call is over. */
  child(): { signal: AbortSignal; release(): void };
}

/**
 * Fan one parent abort signal out to short-lived child signals.
 *
 * @param parent the run-level signal; it gets exactly one listener
 * @returns `child()` gives a signal aborted with the parent's reason (already aborted if the parent is)
 * @example
 * const ac = new AbortController();
 * const { signal, release } = createAbortFanout(ac.signal).child();
 * ac.abort("stop");
 * signal.reason; // => "stop"
 * release();
 */
export function createAbortFanout(parent: AbortSignal): AbortFanout {
  const live = new Set<AbortController>();
  parent.addEventListener("abort", () => {
    for (const c of live) c.abort(parent.reason);
    live.clear();
  }, { once: true });
  return {
    child() {
      const c = new AbortController();
      if (parent.aborted) c.abort(parent.reason);
      else live.add(c);
      return { signal: c.signal, release: () => void live.delete(c) };
    },
  };
}
