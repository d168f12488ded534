/**
 * The public datasets `--scenarios` accepts by name (`xstest`, `toxichat`,
 * `hiddenbench`, `benchform`): each pinned to its authors' repository at one
 * commit, every file by SHA-256, fetched once from its published address and
 * cached. Offline, point `GROUPTHINK_DATA_DIR` (or `dataDir`) at a folder laid
 * out as `NAME/FILE` (e.g. `xstest/xstest_prompts.csv`); those files are used
 * as they are, after the same SHA-256 check. See `docs/DATASETS.md`.
 *
 * Resolution order: the data folder, then the cache
 * (`$XDG_CACHE_HOME/groupthink/datasets/NAME@COMMIT/`, else `~/.cache/...`),
 * then a download from `https://raw.githubusercontent.com/REPO/COMMIT/PATH`
 * (`GROUPTHINK_DATA_URL` or `baseUrl` replaces the host part for a mirror).
 *
 * @example
 * isPublicDatasetName("xstest"); // => true
 * publicDatasetUrl("xstest", "xstest_prompts.csv"); // => "https://raw.githubusercontent.com/paul-rottger/exaggerated-safety/d7bb5bd738c1fcbc36edd83d5e7d1b71a3e2d84d/xstest_prompts.csv"
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { argError, UsageError } from "../errors.js";

/** One file of a public dataset: its path in the authors' repository, where it sits locally, its SHA-256. */
export interface PublicFile {
  /** Path in the repository at `commit`. */
  path: string;
  /** Path under the data folder or cache (`NAME/...`). */
  local: string;
  /** Hex SHA-256 of the published bytes. */
  sha256: string;
}

/** A public dataset pinned to one commit of its authors' repository. */
export interface PublicDataset {
  name: string;
  /** What it is, one line. */
  title: string;
  repo: string;
  commit: string;
  license: string;
  /** Where the paper or benchmark is described. */
  paper: string;
  files: PublicFile[];
  /** What `--scenarios NAME` resolves to, relative to the data folder: a file or a folder. */
  entry: string;
}

const BENCHFORM_TASKS: [string, string][] = [
  ["causal_judgment", "c2c2b289fd5640ce4f048f478ca28f260dc670abfaeca8ce08abee41f6ad31e5"],
  ["date_understanding", "d97ae53bd695159c47c5ea20d5c2ea3d2d611e9a7dd9612d0f36ab550f729510"],
  ["disambiguation_qa", "26d340bfe07627576a940a8cb074833c6071ee9fd6d7f6d5427ca291b17af4ce"],
  ["hyperbaton", "0379b6c19168d5de2b0eee8c1ba39c85914f0a51bc131c878da21ecbbdc66ec3"],
  ["logical_deduction_five_objects", "7107f7c9ef17318c86a8ccb09ba9fca5482d833d6a9d62e757808232f40e2db7"],
  ["movie_recommendation", "ec2246aa1b30b4c832b93e47c8f63db7c5fe81290af76ba4dd3f510bbb19e079"],
  ["navigate", "5d1def770033fefa5771c7318c416080f372306b335ec64af5823244fa075ac8"],
  ["ruin_names", "99edcc45a3f8ee245ec5686a6d5813557c8bcff9b63390f58c9af6216e1a7495"],
  ["snarks", "0787138f5203f150fa4ee420a675b88f902d7d645eabcec72ecb39c5ef1090de"],
  ["sports_understanding", "ccc8a406ab8747943f80fba1be38d50724f396e30f36d540d3dbbc68a986dbfe"],
  ["temporal_sequences", "7de24659abbb920287f44ac0d00e314055cef907ce0555320d6ee9a4e6fa93e6"],
  ["tracking_shuffled_objects_three_objects", "2c58a7b04423a431a64d5240d38f80510fbf712b5b948d0fea0135560067fa79"],
  ["web_of_lies", "1242ada7efbe5c30baec4d5441319b4951b28f1d3e5dc8db6d4620a1afd9360f"],
];

const HIDDENBENCH_PROMPTS: [string, string][] = [
  ["first_user_prompt.txt", "2412ff52e96d0920e4b2854bc43b8e4a8eb8e5e13b87c080d74de2b4eb36f1a5"],
  ["first_vote_prompt.txt", "9e51aa0b8432540618740bafae3f9be0bf905e0d2197d382c02d6817cf08265d"],
  ["generate.txt", "c15ef2c73d1681f8ef5dc2eeb924003dcc7e0f4a97bdbd4273fcf29afa8850b4"],
  ["system_prompt.txt", "5781034ae55648846fcab3c11f48d30b5d7055257986c2e908eb550830f7318f"],
  ["user_prompt.txt", "169a1c62a8f5e88bb8cbe598e0d05baee4f5a3892c10c0e6b7c0b0912a8b7728"],
  ["vote.txt", "01f183570d99742c08952e1deb737929eb39faaa7e18dbe4b0c3e28104754c20"],
];

/** The datasets by name, as published (addresses and hashes checked against the files in the authors' repositories). */
export const PUBLIC_DATASETS: Readonly<Record<string, PublicDataset>> = {
  xstest: {
    name: "xstest", title: "XSTest v2: 450 prompts (250 safe, 200 unsafe), panel bank",
    repo: "paul-rottger/exaggerated-safety", commit: "d7bb5bd738c1fcbc36edd83d5e7d1b71a3e2d84d", license: "CC BY 4.0",
    paper: "https://arxiv.org/abs/2308.01263",
    files: [{ path: "xstest_prompts.csv", local: "xstest/xstest_prompts.csv", sha256: "11783fb294ed017473ee53c207d71f2161c7672c8d0b037501e78387f801cb5a" }],
    entry: "xstest/xstest_prompts.csv",
  },
  toxichat: {
    name: "toxichat", title: "ToxiChat test split: Reddit threads with offense labels, panel bank",
    repo: "abaheti95/ToxiChat", commit: "c1ffebd76596481b26aab35074816641b076f992", license: "CC BY-SA 4.0",
    paper: "https://arxiv.org/abs/2108.11830",
    files: [{ path: "data/ToxiChat/test.jsonl", local: "toxichat/test.jsonl", sha256: "13e67afb0806b1865d446ea3d730578d750d9be4127fdd872ef7cc903b52f9bb" }],
    entry: "toxichat/test.jsonl",
  },
  hiddenbench: {
    name: "hiddenbench", title: "HiddenBench: 65 hidden-profile tasks and the benchmark's prompt templates (prompts/ beside the task file)",
    repo: "Yassellee/HiddenBench", commit: "8c5b54c2601a5c1e26dec5644dde0d7141b14968", license: "none stated",
    paper: "https://arxiv.org/abs/2505.11556",
    files: [
      { path: "benchmark_all_clean.json", local: "hiddenbench/benchmark_all_clean.json", sha256: "2815afffca4e470d1dfbc81e625160447df1109ce371968181c9e1e6b90443a3" },
      ...HIDDENBENCH_PROMPTS.map(([f, sha256]) => ({ path: `prompts/${f}`, local: `hiddenbench/prompts/${f}`, sha256 })),
    ],
    entry: "hiddenbench/benchmark_all_clean.json",
  },
  benchform: {
    name: "benchform", title: "BenchForm: 13 BIG-Bench Hard tasks (3,299 items), one JSONL file per task",
    repo: "Zhiyuan-Weng/BenchForm", commit: "6425ecaebd9dd273a13ea28e32767c452e04c6a6", license: "MIT",
    paper: "https://arxiv.org/abs/2501.13381",
    files: BENCHFORM_TASKS.map(([t, sha256]) => ({ path: `data/jsonl/${t}.jsonl`, local: `benchform/${t}.jsonl`, sha256 })),
    entry: "benchform",
  },
};

/** The dataset names `--scenarios` accepts. */
export const PUBLIC_DATASET_NAMES = Object.keys(PUBLIC_DATASETS);

/** Where resolution looks and what it may do. */
export interface ResolveDatasetOptions {
  /** Folder laid out as `NAME/FILE` used as is (default `$GROUPTHINK_DATA_DIR`). */
  dataDir?: string;
  /** Cache root (default `$XDG_CACHE_HOME/groupthink/datasets`, else `~/.cache/groupthink/datasets`). */
  cacheDir?: string;
  /** Replaces `https://raw.githubusercontent.com` (default `$GROUPTHINK_DATA_URL`); the file's URL is `BASE/REPO/COMMIT/PATH`. */
  baseUrl?: string;
  /** The fetch to download with (default the global fetch). */
  fetch?: (url: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>;
  /** Called with one line per file downloaded. */
  onDownload?: (line: string) => void;
}

/**
 * True when `value` names a public dataset (and is not a path: a file or folder of that name wins).
 *
 * @example
 * isPublicDatasetName("benchform"); // => true
 * isPublicDatasetName("scenarios/panel"); // => false
 */
export function isPublicDatasetName(value: string): boolean {
  return Object.prototype.hasOwnProperty.call(PUBLIC_DATASETS, value) && !existsSync(value);
}

/**
 * The published address of one file of a dataset.
 *
 * @example
 * publicDatasetUrl("benchform", "data/jsonl/snarks.jsonl", "http://127.0.0.1:8555");
 * // => "http://127.0.0.1:8555/Zhiyuan-Weng/BenchForm/6425ecaebd9dd273a13ea28e32767c452e04c6a6/data/jsonl/snarks.jsonl"
 */
export function publicDatasetUrl(name: string, path: string, baseUrl = "https://raw.githubusercontent.com"): string {
  const d = datasetOf(name, "publicDatasetUrl");
  return `${baseUrl.replace(/\/+$/, "")}/${d.repo}/${d.commit}/${path}`;
}

/**
 * The default cache root for downloaded datasets.
 *
 * @example
 * defaultDatasetCacheDir().endsWith("groupthink/datasets"); // => true
 */
export function defaultDatasetCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.length > 0 ? xdg : join(homedir(), ".cache"), "groupthink", "datasets");
}

function datasetOf(name: string, fn: string): PublicDataset {
  if (!Object.prototype.hasOwnProperty.call(PUBLIC_DATASETS, name)) throw new RangeError(argError(fn, "name", `one of ${PUBLIC_DATASET_NAMES.join("|")}`, name));
  return PUBLIC_DATASETS[name];
}

const sha256 = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

/** Files of `d` found under `root` with the pinned hashes; a present file with another hash is an error. */
function complete(d: PublicDataset, root: string, where: string): boolean {
  let all = true;
  for (const f of d.files) {
    const p = join(root, f.local);
    if (!existsSync(p)) {
      all = false;
      continue;
    }
    const got = sha256(readFileSync(p));
    if (got !== f.sha256) throw new UsageError(`${p}: SHA-256 ${got} is not the published ${d.name} file's ${f.sha256} (${where}; remove or replace it)`);
  }
  return all;
}

/**
 * Resolve a public dataset by name to a local file or folder (see the file
 * comment): the data folder, then the cache, then a download checked against
 * the pinned SHA-256 and written to the cache.
 *
 * @throws UsageError when the files are absent and cannot be downloaded (naming the offline path), or a file's hash differs
 * @example
 * await resolvePublicDataset("xstest", { dataDir: "../shared/external" }); // => "../shared/external/xstest/xstest_prompts.csv"
 */
export async function resolvePublicDataset(name: string, opts: ResolveDatasetOptions = {}): Promise<string> {
  const d = datasetOf(name, "resolvePublicDataset");
  const dataDir = opts.dataDir ?? process.env.GROUPTHINK_DATA_DIR;
  if (dataDir && complete(d, dataDir, "GROUPTHINK_DATA_DIR")) return join(dataDir, d.entry);
  const cache = join(opts.cacheDir ?? defaultDatasetCacheDir(), `${d.name}@${d.commit.slice(0, 12)}`);
  if (complete(d, cache, "dataset cache")) return join(cache, d.entry);
  const base = opts.baseUrl ?? process.env.GROUPTHINK_DATA_URL ?? "https://raw.githubusercontent.com";
  const get = opts.fetch ?? ((u: string) => fetch(u));
  const offline = `offline: put the files under $GROUPTHINK_DATA_DIR/${d.name}/ (docs/DATASETS.md), or pass --scenarios FILE`;
  for (const f of d.files) {
    const target = join(cache, f.local);
    if (existsSync(target)) continue;
    const url = publicDatasetUrl(d.name, f.path, base);
    let bytes: Uint8Array;
    try {
      const res = await get(url);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (e) {
      throw new UsageError(`--scenarios ${d.name}: cannot download ${url} (${(e as Error).message}); ${offline}`);
    }
    const got = sha256(bytes);
    if (got !== f.sha256) throw new UsageError(`--scenarios ${d.name}: ${url} has SHA-256 ${got}, not the pinned ${f.sha256}; ${offline}`);
    mkdirSync(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.part`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, target);
    opts.onDownload?.(`downloaded ${url} (${bytes.length} bytes, SHA-256 checked) to ${target}`);
  }
  return join(cache, d.entry);
}

/**
 * `--scenarios` as given, with a public dataset name replaced by its local path
 * (a path that exists is never taken for a name).
 *
 * @example
 * await scenariosPath("scenarios/panel"); // => "scenarios/panel"
 * await scenariosPath(undefined); // => undefined
 */
export async function scenariosPath(value: string | undefined, opts: ResolveDatasetOptions = {}): Promise<string | undefined> {
  return value !== undefined && isPublicDatasetName(value) ? resolvePublicDataset(value, opts) : value;
}
