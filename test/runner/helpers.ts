/** Shared helpers for the runner tests: temp dirs, JSONL reading, an echo simulator server. */
import { mkdtempSync, readFileSync, existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimServer, type SimServer } from "../../src/runner/simulator/server.js";
import { echoResponder } from "../../src/runner/protocols/echo.js";
import type { FaultOptions } from "../../src/runner/simulator/faults.js";

export function tmp(prefix = "gt-runner-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function lines(path: string): any[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
}

export function echoServer(faults: FaultOptions = {}, seed = 0): Promise<SimServer> {
  return startSimServer({ responders: [echoResponder], faults, seed });
}

/** Every file below a directory (recursively). */
export function allFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    for (const n of readdirSync(p)) {
      const q = join(p, n);
      if (statSync(q).isDirectory()) walk(q);
      else out.push(q);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** A short retry policy for tests. */
export const FAST_RETRY = { maxAttempts: 8, baseDelayMs: 2, maxDelayMs: 20, maxRetryAfterMs: 20, timeoutMs: 400 };
