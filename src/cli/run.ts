/**
 * `groupthink run PROTOCOL --model M [--base-url URL] [--endpoint NAME=URL]... --out RUN_DIR [--scenarios PATH]
 * [--concurrency N] [--seed S] [--limit N] [--resume] [--no-cache] [--json] [protocol options]`
 *
 * Extra runner options beyond the spec: `--cache-dir DIR` (response cache;
 * default `$GROUPTHINK_CACHE_DIR` or `~/.cache/groupthink/responses`),
 * `--max-error-share X` (abort when more than this share of finished trials
 * failed after retries; default 0.25) and `--endpoint NAME=URL` (repeatable):
 * an extra OpenAI-compatible endpoint for per-call models written
 * `NAME/MODEL` (e.g. `--judge-model NAME/gpt-4o`); its key comes from
 * `OPENAI_API_KEY_<NAME upper-cased, non-alphanumerics → _>` (none when
 * unset; `OPENAI_API_KEY` is never sent there) and is never written anywhere.
 * A per-call `sim:PROFILE` goes to the in-process simulator; any other
 * per-call model (even one with a `/` whose prefix is not a registered name)
 * goes to the run's endpoint. Names and base URLs enter the run identity.
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
import { parseArgs, type OptionTable } from "./args.js";
import { runProtocol } from "../runner/run-protocol.js";

const KNOWN: OptionTable = {
  model: "string", "base-url": "string", out: "string", scenarios: "string", concurrency: "number", seed: "number",
  limit: "number", resume: "boolean", "no-cache": "boolean", json: "boolean", "cache-dir": "string", "max-error-share": "number",
};

/**
 * Parse the values of repeated `--endpoint NAME=URL` options into `runProtocol`'s `endpoints`
 * (keys are taken from the environment by the runner, not here).
 *
 * @throws UsageError for a value without `=`, an empty name or URL, or a name given twice
 * @example
 * parseEndpointArgs(["B=http://127.0.0.1:8089/v1"]); // => { B: { baseURL: "http://127.0.0.1:8089/v1" } }
 * parseEndpointArgs(["B"]); // throws UsageError: --endpoint expects NAME=URL, received "B"
 */
export function parseEndpointArgs(values: readonly string[]): Record<string, { baseURL: string }> {
  const out: Record<string, { baseURL: string }> = {};
  for (const v of values) {
    const eq = v.indexOf("=");
    if (eq <= 0 || eq === v.length - 1) throw new UsageError(`--endpoint expects NAME=URL, received ${JSON.stringify(v)}`);
    const name = v.slice(0, eq);
    if (Object.prototype.hasOwnProperty.call(out, name)) throw new UsageError(`--endpoint ${name} given twice`);
    out[name] = { baseURL: v.slice(eq + 1) };
  }
  return out;
}

/**
 * Split argv into positionals, known options (parsed by `parseArgs`), the repeatable
 * `--endpoint` values, and protocol options (every other `--x value`, typed: numbers and
 * `true`/`false` parsed).
 *
 * @throws UsageError for a known option with a bad value, or `--endpoint` without a value
 * @example
 * splitRunArgs(["phantom", "--model", "sim:typical", "--out", "d", "--agents", "4", "--endpoint", "B=http://h/v1"]);
 * // => { positionals: ["phantom"], known: { model: "sim:typical", out: "d" }, protocol: { agents: 4 }, endpoints: ["B=http://h/v1"] }
 */
export function splitRunArgs(argv: readonly string[]): { positionals: string[]; known: Record<string, string | number | boolean>; protocol: Record<string, unknown>; endpoints: string[] } {
  const knownArgv: string[] = [];
  const protocol: Record<string, unknown> = {};
  const endpoints: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf("=");
    const name = a.startsWith("--") ? a.slice(2, eq === -1 ? undefined : eq) : "";
    if (name === "endpoint") {
      const value = eq === -1 ? argv[++i] : a.slice(eq + 1);
      if (value === undefined) throw new UsageError("option --endpoint needs a value NAME=URL");
      endpoints.push(value);
      continue;
    }
    if (!a.startsWith("--") || a === "--" || Object.prototype.hasOwnProperty.call(KNOWN, name)) {
      knownArgv.push(a);
      if (KNOWN[name] && KNOWN[name] !== "boolean" && eq === -1 && i + 1 < argv.length) knownArgv.push(argv[++i]);
      continue;
    }
    let value: string | undefined = eq === -1 ? undefined : a.slice(eq + 1);
    if (value === undefined && argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) value = argv[++i];
    if (name.length === 0) throw new UsageError(`bad option ${a}`);
    protocol[name] = value === undefined ? true : value === "true" ? true : value === "false" ? false : value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  const { positionals, options } = parseArgs(knownArgv, KNOWN);
  return { positionals, known: options as Record<string, string | number | boolean>, protocol, endpoints };
}

/**
 * Run `groupthink run` with the arguments after the command name.
 *
 * @param argv e.g. `["phantom", "--model", "sim:typical", "--out", "data/runs/ph1"]`
 * @returns the exit status: 0 complete, 1 trials still failed or run aborted
 * @throws UsageError for a missing PROTOCOL, `--model` or `--out`, an unknown protocol, a bad option or `--endpoint`
 * @example
 * await main(["phantom", "--model", "sim:typical", "--out", "/tmp/ph1", "--limit", "2", "--json"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, known, protocol, endpoints } = splitRunArgs(argv);
  if (positionals.length !== 1) throw new UsageError(`expected one PROTOCOL, received ${positionals.length === 0 ? "none" : positionals.join(" ")}`);
  if (typeof known.model !== "string") throw new UsageError("--model is required");
  if (typeof known.out !== "string") throw new UsageError("--out is required");
  const json = known.json === true;
  const endpointConfigs = parseEndpointArgs(endpoints);
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
      ...(endpoints.length > 0 ? { endpoints: endpointConfigs } : {}),
      scenarios: known.scenarios as string | undefined,
      concurrency: known.concurrency as number | undefined,
      seed: known.seed as number | undefined,
      limit: known.limit as number | undefined,
      resume: known.resume === true,
      cache: known["no-cache"] === true ? false : ((known["cache-dir"] as string | undefined) ?? true),
      maxErrorShare: known["max-error-share"] as number | undefined,
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
