/**
 * Issue 17, command-line side: every failure a user can provoke gives one
 * clear line and exit 1 or 2, no stack trace, no key in any file, nothing raw
 * from an endpoint on the terminal, and a manifest not left `running`.
 * Process-level cases run the CLI in a child process (test/runner/fixtures/cli-child.ts).
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.js";
import { allFiles, tmp } from "../runner/helpers.js";
import { apiError, completion, fakeOpenAI, type FakeServer } from "../runner/fake-openai.js";

const CHILD = join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts");

function gt(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, ["--import", "tsx", CHILD, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, OPENAI_BASE_URL: "", OPENAI_API_KEY: "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "", stderr = "";
    c.stdout!.on("data", (d) => (stdout += d));
    c.stderr!.on("data", (d) => (stderr += d));
    c.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const noStack = (s: string): void => {
  expect(s).not.toMatch(/\n\s+at /);
  expect(s).not.toContain("internal error");
};

function bank(dir: string, n = 3): string {
  const p = join(dir, "bank.json");
  writeFileSync(p, JSON.stringify({ generate: n }));
  return p;
}

const KEY = "sk-proj-THIS-IS-A-TEST-KEY-0123456789";
let echoing: FakeServer;
let hostile: FakeServer;

beforeAll(async () => {
  // Answers every request and echoes the bearer key into the content.
  echoing = await fakeOpenAI((b) => ({ json: completion(`ANSWER: A (you sent ${KEY} and ${JSON.stringify(b.messages?.length)})`) }));
  // Rejects everything with a 401 whose text carries terminal escapes.
  hostile = await fakeOpenAI(() => ({ status: 401, json: apiError("bad key \u001b]0;PWNED\u0007\u001b[2J\u009b31m gone", "invalid_api_key") }));
});
afterAll(async () => {
  await echoing.close();
  await hostile.close();
});

describe("run: keys", () => {
  it("--api-key is a runner option: never a protocol option, never in the manifest or any file; an echoed key is redacted", async () => {
    const dir = tmp();
    const out = join(dir, "run");
    const r = await gt(["run", "echo", "--model", "m", "--base-url", echoing.url, "--api-key", KEY, "--out", out, "--scenarios", bank(dir), "--no-cache", "--json"]);
    expect(r.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
    expect(manifest.config.protocol_options).toEqual({ sessions: 1, agents: 3 });
    const files = allFiles(out);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect(readFileSync(f, "utf8").includes(KEY)).toBe(false);
    expect(readFileSync(join(out, "calls.jsonl"), "utf8")).toContain("you sent [redacted]");
    expect(r.stdout + r.stderr).not.toContain(KEY);
    // the same key from the environment: same result
    const out2 = join(dir, "run2");
    const r2 = await gt(["run", "echo", "--model", "m", "--base-url", echoing.url, "--out", out2, "--scenarios", bank(dir), "--no-cache"], { OPENAI_API_KEY: KEY });
    expect(r2.code).toBe(0);
    for (const f of allFiles(out2)) expect(readFileSync(f, "utf8").includes(KEY)).toBe(false);
  });
});

describe("run: untrusted text on the terminal", () => {
  it("escape sequences in an endpoint's error text are printed escaped", async () => {
    const dir = tmp();
    const r = await gt(["run", "echo", "--model", "m\u001b[2Jx", "--base-url", hostile.url, "--out", join(dir, "run"), "--scenarios", bank(dir), "--no-cache", "--max-attempts", "1"]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(r.stderr).toContain("\\x1b]0;PWNED\\x07");
    noStack(r.stderr);
  });
});

describe("run: bad usage exits 2 with one line", () => {
  const cases: [string, string[], RegExp][] = [
    ["--seed -1", ["--seed", "-1"], /--seed expects an integer >= 0, received "-1"/],
    ["--seed 1.5", ["--seed", "1.5"], /--seed expects an integer >= 0, received "1.5"/],
    ["--seed 0x10", ["--seed", "0x10"], /--seed expects an integer >= 0, received "0x10"/],
    ["--max-error-share -1", ["--max-error-share", "-1"], /--max-error-share expects a number in 0\.\.1, received "-1"/],
    ["-j", ["-j", "4"], /unknown option -j/],
    ["unknown protocol option", ["--sesions", "2"], /unknown option --sesions for this protocol \(options: --sessions, --agents\)/],
    ["bad protocol option value", ["--agents", "0"], /option --agents expects an integer >= 1, received "0"/],
    ["--out \"\"", ["--out", ""], /--out expects a folder path, received an empty string/],
    ["invalid --base-url", ["--base-url", "localhost:8000"], /--base-url expects an http\(s\) URL/],
    ["--timeout-ms 0", ["--timeout-ms", "0"], /--timeout-ms expects an integer >= 1/],
    ["missing --scenarios", ["--scenarios", "/no/such/bank"], /--scenarios \/no\/such\/bank: no such file or folder/],
    ["--prompts for a protocol without templates", ["--prompts", "/no/such/prompts"], /protocol echo takes no --prompts/],
    ["--logprobs with --no-logprobs", ["--logprobs", "--no-logprobs"], /--logprobs and --no-logprobs contradict each other/],
  ];
  for (const [name, extra, msg] of cases) {
    it(name, async () => {
      const dir = tmp();
      const out = join(dir, "run");
      const args = ["run", "echo", "--model", "sim:typical", ...(extra.includes("--out") ? [] : ["--out", out]), ...(extra.includes("--scenarios") ? [] : ["--scenarios", bank(dir)]), ...extra];
      const r = await gt(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(msg);
      noStack(r.stderr);
      if (!extra.includes("--out")) expect(existsSync(out)).toBe(false); // nothing written
    });
  }
});

describe("run: environment failures exit 1 with one line", () => {
  it("--out naming a file", async () => {
    const dir = tmp();
    const f = join(dir, "file.txt");
    writeFileSync(f, "x");
    const r = await gt(["run", "echo", "--model", "sim:typical", "--out", f, "--scenarios", bank(dir)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--out .*file\.txt is a file, not a folder/);
    noStack(r.stderr);
  });

  it("a lock held by a live process", async () => {
    const dir = tmp();
    const out = join(dir, "run");
    mkdirSync(out);
    writeFileSync(join(out, ".lock"), String(process.pid));
    const r = await gt(["run", "echo", "--model", "sim:typical", "--out", out, "--scenarios", bank(dir)]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/is in use by process \d+/);
    noStack(r.stderr);
  });

  it.skipIf(process.getuid?.() === 0)("a read-only folder", async () => {
    const dir = tmp();
    const ro = join(dir, "ro");
    mkdirSync(ro);
    chmodSync(ro, 0o555);
    try {
      const r = await gt(["run", "echo", "--model", "sim:typical", "--out", join(ro, "run"), "--scenarios", bank(dir)]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/permission denied \(EACCES\)/);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      noStack(r.stderr);
    } finally {
      chmodSync(ro, 0o755);
    }
  });

  it("a read-only file system (EROFS)", async () => {
    const dir = tmp();
    const ro = join(dir, "ro");
    const r = await gt(["run", "echo", "--model", "sim:typical", "--out", join(ro, "run"), "--scenarios", bank(dir)], { GT_READONLY: ro });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*ro\/run: read-only file system \(EROFS\)/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    noStack(r.stderr);
  });

  it("--debug shows the stack", async () => {
    const dir = tmp();
    const out = join(dir, "run");
    mkdirSync(out);
    writeFileSync(join(out, ".lock"), String(process.pid));
    const r = await gt(["run", "echo", "--model", "sim:typical", "--out", out, "--scenarios", bank(dir), "--debug"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\n\s+at /);
  });

  for (const mode of ["records", "all"]) {
    it(`disk full (ENOSPC while writing ${mode === "all" ? "records and every new file" : "records"}): one line, manifest not running, no temp file, re-run completes`, async () => {
      const dir = tmp();
      const out = join(dir, "run");
      const args = ["run", "echo", "--model", "sim:typical", "--out", out, "--scenarios", bank(dir, 5)];
      const r = await gt(args, { GT_ENOSPC: mode });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/cannot write .*records\.jsonl: no space left on device \(ENOSPC\)/);
      noStack(r.stderr);
      expect(readdirSync(out).filter((f) => f.includes(".tmp-"))).toEqual([]);
      expect(existsSync(join(out, ".lock"))).toBe(false);
      const m = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
      expect(m.status).toBe("incomplete");
      const again = await gt(args);
      expect(again.code).toBe(0);
      expect(readFileSync(join(out, "records.jsonl"), "utf8").split("\n").filter(Boolean)).toHaveLength(45);
    });
  }
});

describe("run: a hung endpoint fails fast when asked", () => {
  it("--timeout-ms 300 --max-attempts 1", async () => {
    const hung = await fakeOpenAI(() => new Promise(() => {}));
    try {
      const dir = tmp();
      const t0 = Date.now();
      const r = await gt(["run", "echo", "--model", "m", "--base-url", hung.url, "--out", join(dir, "run"), "--scenarios", bank(dir, 1), "--no-cache", "--timeout-ms", "300", "--max-attempts", "1"]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/not done/);
      expect(Date.now() - t0).toBeLessThan(60_000); // generous: the default policy would take minutes
      const errs = readFileSync(join(dir, "run", "errors.jsonl"), "utf8");
      expect(errs).toMatch(/timeout after 300 ms/);
    } finally {
      await hung.close();
    }
  });
});

describe("run: help and loud endings", () => {
  it("run PROTOCOL --help lists every runner option and the protocol's options with defaults, and its sampling defaults", async () => {
    const r = await gt(["run", "echo", "--help"]);
    expect(r.code).toBe(0);
    for (const flag of ["--model", "--temperature", "--top-p", "--max-tokens", "--reasoning-effort", "--no-logprobs", "--json-mode", "--repeats", "--retry-unparsed",
      "--max-reply-chars", "--timeout-ms", "--max-attempts", "--config", "--dry-run", "--price-in", "--prompts", "--api-key", "--endpoint NAME=URL"]) {
      expect(r.stdout).toContain(flag);
    }
    expect(r.stdout).toContain("echo options:");
    expect(r.stdout).toMatch(/--sessions INTEGER\s+sessions per task \(default 1; >= 1\)/);
    expect(r.stdout).toMatch(/--agents INTEGER\s+agents per session \(default 3; >= 1\)/);
    expect(r.stdout).toContain("echo sampling defaults (paper): temperature=0.7, max_tokens=16, logprobs=true, top_logprobs=5");
  });

  it("a run whose parse-failure share passes 5% says so loudly at the end (stderr, and parse_failure_warning in --json)", async () => {
    const garbage = await fakeOpenAI(() => ({ json: completion("Let me think about it.") }));
    try {
      const dir = tmp();
      const r = await gt(["run", "echo", "--model", "m", "--base-url", garbage.url, "--out", join(dir, "run"), "--scenarios", bank(dir, 2), "--no-cache", "--json", "--max-parse-failure-share", "1"]);
      expect(r.code).toBe(0); // every trial has a record: parse failures are records, not errors (issue 20: above --max-parse-failure-share, default 0.5, exit 3; test/cli/run-real-model.test.ts)
      const s = JSON.parse(r.stdout);
      expect([s.parse_failures, s.trials, s.parse_failure_share, s.parse_failure_warning]).toEqual([18, 18, 1, true]);
      expect(r.stderr).toMatch(/WARNING: 18 of 18 records \(100\.0%\) .* could not be parsed \(more than 5%\)/);
    } finally {
      await garbage.close();
    }
  });

  it("a refusal (content: null, message.refusal) is recorded with its text as raw", async () => {
    const refusing = await fakeOpenAI(() => ({ json: completion(null, { message: { refusal: "I won't take part in this." } }) }));
    try {
      const dir = tmp();
      const out = join(dir, "run");
      const r = await gt(["run", "echo", "--model", "m", "--base-url", refusing.url, "--out", out, "--scenarios", bank(dir, 1), "--no-cache", "--json"]);
      expect(r.code).toBe(3); // every record a refusal: unusable (issue 20)
      expect(JSON.parse(r.stdout).parse_failure_causes).toEqual({ length: 0, refusal: 0, empty: 0, format: 9 }); // echo's parser sees text it cannot read
      const recs = readFileSync(join(out, "records.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
      expect(recs.every((x) => x.raw === "I won't take part in this." && typeof x.parse_error === "string")).toBe(true);
      const calls = readFileSync(join(out, "calls.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
      expect(calls.every((c) => c.reply.refusal === "I won't take part in this.")).toBe(true);
    } finally {
      await refusing.close();
    }
  });
});
