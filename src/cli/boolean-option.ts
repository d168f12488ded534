/**
 * The spellings every boolean option accepts, on every command (`parseArgs`,
 * `run`'s runner and protocol options): `--x` (true), `--x true|false`,
 * `--x=true|false` and `--no-x` (false; unless `no-x` is itself an option,
 * e.g. `--no-cache`). A separate `true`/`false` word after a boolean option is
 * its value, never a positional (so `--sweep false` no longer reads "false" as
 * a protocol name).
 *
 * @example
 * booleanWord("false"); // => false
 * booleanWord("yes");   // => undefined
 */
import { UsageError } from "../errors.js";

/** The sentence `--help` prints about these spellings. */
export const BOOLEAN_SPELLINGS_HELP = "Boolean options (no value shown) also take --x true|false, --x=true|false and --no-x.";

/**
 * `true` / `false` for the words `true` / `false`, otherwise undefined.
 * @example
 * booleanWord("true"); // => true
 */
export function booleanWord(text: string | undefined): boolean | undefined {
  return text === "true" ? true : text === "false" ? false : undefined;
}

/**
 * The value of an inline `--x=VALUE` of a boolean option.
 * @throws UsageError when VALUE is not true or false
 * @example
 * inlineBoolean("sweep", "false"); // => false
 * inlineBoolean("sweep", "no");    // throws UsageError: option --sweep expects true or false, received "no"
 */
export function inlineBoolean(name: string, value: string): boolean {
  const b = booleanWord(value);
  if (b === undefined) throw new UsageError(`option --${name} expects true or false, received ${JSON.stringify(value)}`);
  return b;
}

/**
 * The boolean option a `--no-NAME` negates, when `NAME` is a boolean option and
 * `no-NAME` is not itself an option; otherwise undefined.
 * @param isBoolean whether a name is a boolean option
 * @param isOption whether a name is an option at all
 * @example
 * negatedBoolean("no-sweep", (n) => n === "sweep", (n) => n === "sweep"); // => "sweep"
 * negatedBoolean("no-cache", (n) => n === "cache", (n) => n === "no-cache"); // => undefined
 */
export function negatedBoolean(name: string, isBoolean: (n: string) => boolean, isOption: (n: string) => boolean): string | undefined {
  if (!name.startsWith("no-") || isOption(name)) return undefined;
  const base = name.slice(3);
  return isBoolean(base) ? base : undefined;
}
