// --scenarios NAME: the public datasets pinned by SHA-256, from a data folder, the cache or a download
// (here from a loopback server standing in for raw.githubusercontent.com; this machine has no internet).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import {
  isPublicDatasetName, PUBLIC_DATASETS, PUBLIC_DATASET_NAMES, publicDatasetUrl, resolvePublicDataset, scenariosPath,
} from "../../src/runner/public-datasets.js";
import { hasPublic, publicPath, PUBLIC_DATA_DIR } from "../public-data.js";

let server: Server;
let base = "";
const hits: string[] = [];
/** What the loopback server serves, by URL path. */
const served = new Map<string, Buffer>();

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    const body = served.get(req.url ?? "");
    if (!body) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => vi.restoreAllMocks());

const tmp = (p: string) => mkdtempSync(join(tmpdir(), p));
const urlPath = (name: string, path: string) => new URL(publicDatasetUrl(name, path, base)).pathname;

describe("the registry of public datasets", () => {
  it("names four datasets, each file pinned by a 64-hex SHA-256 at a 40-hex commit", () => {
    expect(PUBLIC_DATASET_NAMES).toEqual(["xstest", "toxichat", "hiddenbench", "benchform"]);
    for (const d of Object.values(PUBLIC_DATASETS)) {
      expect(d.commit).toMatch(/^[0-9a-f]{40}$/);
      for (const f of d.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(PUBLIC_DATASETS.benchform.files).toHaveLength(13);
    expect(PUBLIC_DATASETS.hiddenbench.files.map((f) => f.local)).toContain("hiddenbench/prompts/system_prompt.txt");
  });
  it("addresses a file at its pinned commit; an unknown name is a RangeError naming the allowed ones", () => {
    expect(publicDatasetUrl("toxichat", "data/ToxiChat/test.jsonl")).toBe(
      "https://raw.githubusercontent.com/abaheti95/ToxiChat/c1ffebd76596481b26aab35074816641b076f992/data/ToxiChat/test.jsonl");
    expect(() => publicDatasetUrl("xs", "a")).toThrow(/publicDatasetUrl\(name\): expected one of xstest\|toxichat\|hiddenbench\|benchform/);
  });
  it("a path that exists is never taken for a name", async () => {
    const d = tmp("gt-ds-name-");
    mkdirSync(join(d, "xstest"));
    const cwd = process.cwd();
    process.chdir(d);
    try {
      expect(isPublicDatasetName("xstest")).toBe(false);
      expect(await scenariosPath("xstest")).toBe("xstest");
    } finally {
      process.chdir(cwd);
    }
  });
});

describe("resolving without the files", () => {
  it("a download that fails names the URL and the offline path", async () => {
    await expect(resolvePublicDataset("xstest", { dataDir: tmp("gt-ds-empty-"), cacheDir: tmp("gt-ds-cache-"), baseUrl: base }))
      .rejects.toThrow(/--scenarios xstest: cannot download http:\/\/127\.0\.0\.1:\d+\/paul-rottger\/exaggerated-safety\/d7bb5bd738c1fcbc36edd83d5e7d1b71a3e2d84d\/xstest_prompts\.csv \(HTTP 404\); offline: put the files under \$GROUPTHINK_DATA_DIR\/xstest\//);
  });
  it("downloaded bytes with another hash are refused and nothing is cached", async () => {
    served.set(urlPath("xstest", "xstest_prompts.csv"), Buffer.from("id,prompt\n1,tampered\n"));
    const cache = tmp("gt-ds-cache-");
    await expect(resolvePublicDataset("xstest", { cacheDir: cache, dataDir: tmp("gt-ds-empty-"), baseUrl: base }))
      .rejects.toThrow(/has SHA-256 [0-9a-f]{64}, not the pinned 11783fb294ed017473ee53c207d71f2161c7672c8d0b037501e78387f801cb5a/);
    expect(() => readFileSync(join(cache, "xstest@d7bb5bd738c1", "xstest", "xstest_prompts.csv"))).toThrow(/ENOENT/);
    served.clear();
  });
  it("a file in the data folder with another hash is an error naming it", async () => {
    const d = tmp("gt-ds-bad-");
    mkdirSync(join(d, "xstest"));
    writeFileSync(join(d, "xstest", "xstest_prompts.csv"), "id,prompt\n");
    await expect(resolvePublicDataset("xstest", { dataDir: d, cacheDir: tmp("gt-ds-cache-"), baseUrl: base }))
      .rejects.toThrow(/xstest_prompts\.csv: SHA-256 [0-9a-f]{64} is not the published xstest file's 11783fb2/);
  });
  it("run --scenarios NAME offline with nothing found exits 2 naming GROUPTHINK_DATA_DIR", async () => {
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    vi.stubEnv("GROUPTHINK_DATA_DIR", tmp("gt-ds-empty-"));
    vi.stubEnv("XDG_CACHE_HOME", tmp("gt-ds-xdg-"));
    vi.stubEnv("GROUPTHINK_DATA_URL", base);
    try {
      await expect(cli(["run", "panel", "--model", "sim:typical", "--scenarios", "toxichat", "--limit", "1", "--out", join(tmp("gt-ds-run-"), "r")])).resolves.toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(err.join("")).toMatch(/toxichat: cannot download .*HTTP 404.*GROUPTHINK_DATA_DIR\/toxichat\//);
  });
});

describe.skipIf(!hasPublic("xstest/xstest_prompts.csv", "hiddenbench/benchmark_all_clean.json"))("resolving with the published files (data folder or loopback download)", () => {
  it("uses the data folder as is", async () => {
    expect(await resolvePublicDataset("xstest", { dataDir: PUBLIC_DATA_DIR as string, cacheDir: tmp("gt-ds-cache-") })).toBe(publicPath("xstest/xstest_prompts.csv"));
    expect(await resolvePublicDataset("hiddenbench", { dataDir: PUBLIC_DATA_DIR as string })).toBe(publicPath("hiddenbench/benchmark_all_clean.json"));
  });
  it("downloads once, checks the hash, caches; the second call reads the cache", async () => {
    for (const f of PUBLIC_DATASETS.hiddenbench.files) served.set(urlPath("hiddenbench", f.path), readFileSync(publicPath(f.local)));
    const cache = tmp("gt-ds-cache-");
    const lines: string[] = [];
    hits.length = 0;
    const p = await resolvePublicDataset("hiddenbench", { dataDir: tmp("gt-ds-empty-"), cacheDir: cache, baseUrl: base, onDownload: (l) => lines.push(l) });
    expect(p).toBe(join(cache, "hiddenbench@8c5b54c2601a", "hiddenbench", "benchmark_all_clean.json"));
    expect(readFileSync(p)).toEqual(readFileSync(publicPath("hiddenbench/benchmark_all_clean.json")));
    expect(hits).toHaveLength(7);
    expect(lines[0]).toMatch(/^downloaded http:\/\/127\.0\.0\.1:\d+\/Yassellee\/HiddenBench\/8c5b54c2601a5c1e26dec5644dde0d7141b14968\/benchmark_all_clean\.json \(220086 bytes, SHA-256 checked\)/);
    expect(await resolvePublicDataset("hiddenbench", { dataDir: tmp("gt-ds-empty-"), cacheDir: cache, baseUrl: base })).toBe(p);
    expect(hits).toHaveLength(7);
    served.clear();
  });
  it("run panel --scenarios xstest reads XSTest from $GROUPTHINK_DATA_DIR", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const out = join(tmp("gt-ds-run-"), "xs");
    vi.stubEnv("GROUPTHINK_DATA_DIR", PUBLIC_DATA_DIR as string);
    try {
      expect(await cli(["run", "panel", "--model", "sim:typical", "--scenarios", "xstest", "--limit", "2", "--out", out, "--json"])).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
    const recs = readFileSync(join(out, "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { dataset: string });
    expect(new Set(recs.map((r) => r.dataset))).toEqual(new Set(["xstest"]));
  });
});
