/**
 * How the replicate (run seed, repeat) of a call reaches the simulator over HTTP (`sim serve`):
 * the per-call `seed` in the body differs between the calls of one agent, so it cannot key the
 * latent per-unit state that must stay coherent across those calls (private vs public decision
 * of one agent). The runner's HTTP client therefore sends the job's replicate suffix (`~s2`,
 * `~r1`, `~s2r1`; nothing for run seed 0 / repeat 0) in the {@link REPLICATE_HEADER} header,
 * and only to loopback endpoints (`sim serve` binds 127.0.0.1 only), so no real provider is sent
 * anything new. The server passes it to the engine exactly as the in-process client does.
 *
 * @example
 * replicateHeaderValue("~s2r1", "http://127.0.0.1:8100/v1"); // => "~s2r1"
 * replicateHeaderValue("~s2r1", "https://api.openai.com/v1"); // => null
 */

/**
 * The request header carrying a call's replicate suffix to the simulator server.
 *
 * @example
 * REPLICATE_HEADER; // => "x-sim-replicate"
 */
export const REPLICATE_HEADER = "x-sim-replicate";

const SUFFIX = /^~(?=[sr])(s\d{1,10})?(r\d{1,10})?$/;

/**
 * Whether a base URL names this machine (127.0.0.0/8, `localhost`, `::1`).
 *
 * @example
 * isLoopbackURL("http://localhost:8100/v1"); // => true
 * isLoopbackURL("https://api.openai.com/v1"); // => false
 */
export function isLoopbackURL(baseURL: string): boolean {
  try {
    const h = new URL(baseURL).hostname.toLowerCase();
    return h === "localhost" || h === "[::1]" || h === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
  } catch {
    return false;
  }
}

/**
 * The header value the client sends for a call's replicate, or null (nothing to send: seed 0 /
 * repeat 0, a malformed suffix, or a non-loopback endpoint).
 *
 * @example
 * replicateHeaderValue("", "http://127.0.0.1:8100/v1"); // => null
 * replicateHeaderValue("~r1", "http://localhost:9/v1"); // => "~r1"
 */
export function replicateHeaderValue(replicate: string | undefined, baseURL: string): string | null {
  if (!replicate || !SUFFIX.test(replicate) || !isLoopbackURL(baseURL)) return null;
  return replicate;
}

/**
 * The replicate a server reads from the header: the suffix if well formed, else `""` (seed 0 /
 * repeat 0, the historical answers).
 *
 * @example
 * parseReplicateHeader("~s3"); // => "~s3"
 * parseReplicateHeader("~s3r1"); // => "~s3r1"
 * parseReplicateHeader(["~s3", "~r1"]); // => ""
 * parseReplicateHeader("drop table"); // => ""
 */
export function parseReplicateHeader(value: string | string[] | undefined): string {
  return typeof value === "string" && value.length <= 24 && SUFFIX.test(value) ? value : "";
}
