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
