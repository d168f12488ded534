/**
 * `groupthink run PROTOCOL --model M [--base-url URL] --out RUN_DIR [--scenarios PATH]
 * [--concurrency N] [--seed S] [--limit N] [--resume] [--no-cache] [--json] [protocol options]`
 *
 * Protocol options: every `--name value`, `--name=value` or bare `--flag` not
 * in the list above is handed to the protocol's `plan(bank, options)` as
 * `options[name]` (name as written, e.g. `--n-agents 4` → `{"n-agents": 4}`);
 * values that look like numbers become numbers, `true`/`false` booleans, a
 * bare flag `true`. Each protocol documents the options it reads and rejects
 * unknown ones.
 *
 * Exit status: 0 when every planned trial has a record, 1 when trials are
 * still failed (errors.jsonl; run the same command again to retry them) or
 * the run was aborted, 2 on bad usage.
 *
 * @example
 * // $ groupthink run phantom --model sim:typical --out data/runs/ph1 --limit 5 --json
 * // {"run_id":"phantom-typical-…","status":"complete","trials":100,...}
 */
import { UsageError } from "../errors.js";
import { runProtocol } from "../runner/run-protocol.js";

const KNOWN: Record<string, "string" | "number" | "boolean"> = {
  model: "string", "base-url": "string", out: "string", scenarios: "string", concurrency: "number", seed: "number",
  limit: "number", resume: "boolean", "no-cache": "boolean", json: "boolean", "cache-dir": "string",
};

/** Split argv into positionals, known options and protocol options. */
export function splitRunArgs(argv: readonly string[]): { positionals: string[]; known: Record<string, string | number | boolean>; protocol: Record<string, unknown> } {
  const positionals: string[] = [];
  const known: Record<string, string | number | boolean> = {};
  const protocol: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--") || a === "--") {
      if (a !== "--") positionals.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = a.slice(2, eq === -1 ? undefined : eq);
    const kind = KNOWN[name];
    let value: string | undefined = eq === -1 ? undefined : a.slice(eq + 1);
    if (kind === "boolean") {
      if (value !== undefined) throw new UsageError(`option --${name} takes no value`);
      known[name] = true;
      continue;
    }
    if (value === undefined && (kind !== undefined || (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")))) value = argv[++i];
    if (kind !== undefined) {
      if (value === undefined) throw new UsageError(`option --${name} needs a value`);
      if (kind === "number") {
        const n = Number(value);
        if (value.trim() === "" || !Number.isFinite(n)) throw new UsageError(`option --${name} expects a number, received ${JSON.stringify(value)}`);
        known[name] = n;
      } else known[name] = value;
      continue;
    }
    if (name.length === 0) throw new UsageError(`bad option ${a}`);
    protocol[name] = value === undefined ? true : value === "true" ? true : value === "false" ? false : value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return { positionals, known, protocol };
}

export async function main(argv: string[]): Promise<number> {
  const { positionals, known, protocol } = splitRunArgs(argv);
  if (positionals.length !== 1) throw new UsageError(`expected one PROTOCOL, received ${positionals.length === 0 ? "none" : positionals.join(" ")}`);
  if (typeof known.model !== "string") throw new UsageError("--model is required");
  if (typeof known.out !== "string") throw new UsageError("--out is required");
  const json = known.json === true;
  const controller = new AbortController();
  const onSignal = (): void => {
    process.stderr.write("groupthink run: interrupted; finishing what is in flight (run the same command to resume)\n");
    controller.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  let summary;
  try {
    summary = await runProtocol({
      protocol: positionals[0],
      model: known.model,
      out: known.out,
      baseURL: known["base-url"] as string | undefined,
      scenarios: known.scenarios as string | undefined,
      concurrency: known.concurrency as number | undefined,
      seed: known.seed as number | undefined,
      limit: known.limit as number | undefined,
      resume: known.resume === true,
      cache: known["no-cache"] === true ? false : ((known["cache-dir"] as string | undefined) ?? true),
      protocolOptions: protocol,
      progress: json ? "off" : "auto",
      signal: controller.signal,
    });
  } catch (e) {
    if (e instanceof RangeError && /getProtocol/.test(e.message)) throw new UsageError(e.message);
    throw e;
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
  else {
    process.stderr.write(
      `${summary.run_id}: ${summary.status}${summary.abort_reason ? ` (${summary.abort_reason})` : ""}; ${summary.trials}/${summary.planned} trials, ` +
        `${summary.errors} errors, ${summary.parse_failures} parse failures, ${summary.cache_hits} cache hits${summary.simulated ? " [simulated]" : ""} → ${summary.out}\n`,
    );
  }
  if (summary.status !== "complete" && !json) process.stderr.write(`groupthink run: ${summary.errors} trials not done; run the same command again to retry them\n`);
  return summary.status === "complete" ? 0 : 1;
}
