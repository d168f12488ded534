/**
 * `groupthink sim serve [--port P] [--latency-ms L] [--latency-sigma S] [--p429 X] [--p500 X]
 * [--phang X] [--pmalformed X] [--ptruncate X] [--pbreak X] [--retry-after-ms MS] [--scenarios PATH]... [--scenarios-dir DIR] [--seed S]`
 *
 * Starts the simulator's OpenAI-compatible server on 127.0.0.1 (port 0 = any
 * free port) serving every registered protocol responder; prints its base URL
 * (`http://127.0.0.1:P/v1`) on stdout and runs until SIGINT/SIGTERM.
 *
 * `--scenarios PATH` (repeatable): a bank file or folder the run uses, given
 * to the responders beside the shipped banks (`SimCall.banks`), so they can
 * recognise its items by their text. `--scenarios-dir DIR` replaces the
 * shipped `scenarios/` folder itself.
 *
 * Refusals: a prompt no responder recognises is an HTTP 400 whose message
 * names the fix (the run records a trial error; re-running retries it); a
 * recognised prompt about an item the responder has no label for is a 200
 * reply whose text says what to pass (`--scenarios PATH`), which the
 * protocol's parser records as a `parse_error` with that text as `raw`.
 *
 * @example
 * // $ groupthink sim serve --port 8089 --latency-ms 50 --p429 0.1
 * // http://127.0.0.1:8089/v1
 */
import "../paradigms/registry.js"; // the simulator answers every registered paradigm (also when main() is called directly)
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "./args.js";
import { UsageError } from "../errors.js";
import { startSimServer } from "../runner/simulator/server.js";

/**
 * Run `groupthink sim serve` with the arguments after `sim serve`; resolves when SIGINT/SIGTERM arrives.
 *
 * @param argv options, e.g. `["--port", "0", "--p429", "0.1"]`
 * @returns 0 after the server closed
 * @throws UsageError for a positional argument, a port outside 0..65535 or fault shares outside [0, 1] or summing above 1
 * @example
 * await main(["--port", "8089"]); // prints "http://127.0.0.1:8089/v1"; => 0 after Ctrl-C
 */
export async function main(argv: string[]): Promise<number> {
  // `--scenarios PATH` is repeatable: pull its values out before the table parser.
  const banks: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--scenarios" || a.startsWith("--scenarios=")) {
      const v = a === "--scenarios" ? argv[++i] : a.slice("--scenarios=".length);
      if (v === undefined || v === "") throw new UsageError("option --scenarios needs a value PATH (a bank file or folder)");
      if (!existsSync(v)) throw new UsageError(`--scenarios ${v}: no such file or folder`);
      banks.push(resolve(v));
    } else rest.push(a);
  }
  const { positionals, options: o } = parseArgs(rest, {
    port: "number", "latency-ms": "number", "latency-sigma": "number", p429: "number", p500: "number", phang: "number",
    pmalformed: "number", ptruncate: "number", pbreak: "number", "retry-after-ms": "number", "scenarios-dir": "string", seed: "number",
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const port = o.port ?? 8089;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port expects 0..65535, received ${port}`);
  let server;
  try {
    server = await startSimServer({
      port,
      seed: o.seed ?? 0,
      scenariosDir: o["scenarios-dir"],
      banks,
      faults: {
        latencyMs: o["latency-ms"], latencySigma: o["latency-sigma"], p429: o.p429, p500: o.p500, phang: o.phang,
        pmalformed: o.pmalformed, ptruncate: o.ptruncate, pbreak: o.pbreak, retryAfterMs: o["retry-after-ms"],
      },
    });
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
  process.stdout.write(`${server.url}\n`);
  process.stderr.write(`groupthink sim serve: listening on ${server.url} (simulated replies${banks.length ? `; banks: ${banks.length}` : ""}; Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await server.close();
  return 0;
}
