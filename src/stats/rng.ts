/**
 * Seeded pseudo-random generators: the only source of randomness in groupthink.
 * Nothing in the project calls `Math.random`; every function that resamples,
 * shuffles or splits takes an {@link Rng}.
 *
 * The generator is sfc32 seeded through splitmix32 from a 32-bit integer or a
 * string (hashed with FNV-1a), so `(run seed, trial_id)` pairs give
 * independent, reproducible streams.
 *
 * @example
 * const rng = createRng(42);
 * rng.next();      // => a float in [0, 1), the same on every machine for seed 42
 * rng.int(6);      // => an integer in 0..5
 * deriveSeed(0, "phantom:s001:a0:private"); // => a stable uint32
 */
import { argError } from "../errors.js";

/** A seeded generator. `next()` is uniform on [0, 1). */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). Throws RangeError when n is not a positive integer. */
  int(n: number): number;
  /** Standard normal deviate (Box–Muller). */
  normal(): number;
  /**
   * Optional bulk form of {@link Rng.int}: fill `out` with `out.length` successive
   * `int(n)` draws — the same values, in the same order, and the same state
   * afterwards as that many `int(n)` calls. Generators from {@link createRng}
   * have it; callers fall back to `int` when it is absent.
   */
  fillInt?(out: Int32Array, n: number): void;
  /**
   * Optional bulk form of {@link Rng.next}: fill `out` with `out.length` successive
   * `next()` values — the same values, in the same order, and the same state
   * afterwards as that many `next()` calls (so `Math.floor(out[j] * n)` is the
   * draw `int(n)` would give, for a bound that changes from draw to draw, as in
   * a Fisher–Yates shuffle). Generators from {@link createRng} have it.
   */
  fillUniform?(out: Float64Array): void;
  /**
   * Optional fused form of {@link Rng.fillInt} and a sum over the draws (a bootstrap resample's total):
   * with n = values.length / lanes values in each of `lanes` lanes (lane-major: value s of lane l at
   * `values[l·n + s]`) and R = out.length / lanes replicates, replicate j takes the next `count`
   * `int(n)` draws d and writes `out[l·R + j]` = Σ values[l·n + d], added in draw order from 0, for
   * every lane l — the same draws, in the same order, and the same state afterwards as R · count calls
   * of `int(n)`, and the same sums as adding the drawn values one by one. Generators from
   * {@link createRng} have it; callers fall back to `fillInt` or `int` when it is absent.
   */
  sumDraws?(values: Float64Array, lanes: number, count: number, out: Float64Array): void;
  /** The seed this generator was created from. */
  readonly seed: number;
}

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hashString(s: string): number {
  return hashStringFrom(FNV_OFFSET, s);
}

/** The FNV-1a offset basis: the state {@link hashStringFrom} starts from. */
export const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a 32-bit, continued from the state `h` (what {@link hashString} or this returned for the text
 * before): `hashStringFrom(hashString(a), b) === hashString(a + b)`, so a text built in parts is
 * hashed in parts.
 *
 * @example
 * hashStringFrom(hashString("ab"), "c") === hashString("abc"); // => true
 */
export function hashStringFrom(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

/**
 * {@link Rng.sumDraws} on one lane: out[j] = Σ values[d] over the next `count` draws d = int(n) for the R
 * replicates j, from the sfc32 state `st` (advanced), n = values.length ≤ 2^16. The sfc32 step of fillInt
 * once more, with the drawn value added in the loop: no buffer of indices written and read back (the
 * bootstrap of `metrics panel`: ~10^7 draws, issue 22).
 *
 * The index is fillInt's floor(t · n / 2^32) in integers: with t = 2^16·h + l (16-bit halves),
 * floor(t·n / 2^32) = floor((h·n + floor(l·n / 2^16)) / 2^16), every term below 2^32 for n ≤ 2^16, so
 * exact. Compiled it is as fast as the float form; before V8 compiles it (~10^5 draws) it allocates no
 * number and calls nothing for the index, which makes those draws about a third cheaper.
 *
 * Every operation that V8 types from what it has seen runs inside the loops: the state is read and
 * written back once a replicate, the bounds come as arguments. V8 compiles this loop while the first
 * call runs, before the function has met anything outside it (its feedback is only collected from the
 * first iterations on), and compiled code reaching an operation it has no feedback for is thrown away:
 * the next call would start again in the interpreter, ~50x slower, until V8 has seen ~10^5 more draws.
 */
function sumDrawsLane(st: Int32Array, values: Float64Array, n: number, count: number, out: Float64Array, R: number): void {
  for (let j = 0; j < R; j++) {
    let a = st[0], b = st[1], c = st[2], d = st[3];
    let acc = 0;
    for (let i = 0; i < count; i++) {
      d = (d + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      acc += values[((t >>> 16) * n + (((t & 0xffff) * n) >>> 16)) >>> 16];
    }
    out[j] = acc;
    st[0] = a; st[1] = b; st[2] = c; st[3] = d;
  }
}

/** {@link sumDrawsLane} for any n (more than 2^16 values): the index as fillInt computes it, in floats. */
function sumDrawsLaneWide(st: Int32Array, values: Float64Array, scale: number, count: number, out: Float64Array, R: number): void {
  for (let j = 0; j < R; j++) {
    let a = st[0], b = st[1], c = st[2], d = st[3];
    let acc = 0;
    for (let i = 0; i < count; i++) {
      d = (d + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      acc += values[Math.floor((t >>> 0) * scale)];
    }
    out[j] = acc;
    st[0] = a; st[1] = b; st[2] = c; st[3] = d;
  }
}

/**
 * Create a seeded generator from an integer or string seed.
 *
 * @param seed non-negative integer (taken modulo 2^32) or any string
 * @throws TypeError when seed is neither a finite number nor a string
 * @example
 * const a = createRng(7), b = createRng(7);
 * a.next() === b.next(); // => true
 */
export function createRng(seed: number | string): Rng {
  let numeric: number;
  if (typeof seed === "string") numeric = hashString(seed);
  else if (typeof seed === "number" && Number.isFinite(seed)) numeric = Math.trunc(seed) >>> 0;
  else throw new TypeError(argError("createRng", "seed", "a finite number or a string", seed));
  const sm = splitmix32(numeric);
  // sfc32 state as int32 words in a typed array (closure variables holding
  // 32-bit values would be boxed as heap numbers on every update: ~10x slower).
  const st = Int32Array.of(sm(), sm(), sm(), sm());
  const nextU32 = (): number => {
    const a = st[0], b = st[1], c = st[2], d = (st[3] + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    st[0] = b ^ (b >>> 9);
    st[1] = (c + (c << 3)) | 0;
    st[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    st[3] = d;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextU32();
  let spare: number | null = null;
  const next = (): number => nextU32() / 4294967296;
  const checkN = (n: number, fn: string): void => {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(argError(`Rng.${fn}`, "n", "a positive integer", n));
  };
  return {
    seed: numeric,
    next,
    int(n: number): number {
      checkN(n, "int");
      return Math.floor(next() * n);
    },
    fillInt(out: Int32Array, n: number): void {
      checkN(n, "fillInt");
      // (t / 2^32) · n and t · (n / 2^32) are the same exact product (scaling by 2^−32 is exact), so one
      // rounding gives the same double as int(n) computes: a multiply in the loop instead of a division
      const scale = n / 4294967296;
      let a = st[0], b = st[1], c = st[2], d = st[3];
      if (n <= 65536) {
        // the same index in 16-bit integer halves, exact for n ≤ 2^16 (see sumDrawsLane): nothing
        // allocated or called per draw while the loop runs interpreted
        for (let i = 0; i < out.length; i++) {
          d = (d + 1) | 0;
          const t = (((a + b) | 0) + d) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
          out[i] = ((t >>> 16) * n + (((t & 0xffff) * n) >>> 16)) >>> 16;
        }
      } else {
        for (let i = 0; i < out.length; i++) {
          d = (d + 1) | 0;
          const t = (((a + b) | 0) + d) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
          out[i] = Math.floor((t >>> 0) * scale);
        }
      }
      st[0] = a; st[1] = b; st[2] = c; st[3] = d;
    },
    // fillInt and fillUniform repeat the sfc32 step on purpose: a step shared as a function would have to hand
    // back four words of state (an allocation per draw, or a call the interpreter pays until the loop is
    // optimised), and one loop writing both an Int32Array and a Float64Array would make its stores
    // polymorphic; the bootstrap draws ~10^7 indices through fillInt in one `metrics panel` (issue 22)
    fillUniform(out: Float64Array): void {
      let a = st[0], b = st[1], c = st[2], d = st[3];
      for (let i = 0; i < out.length; i++) {
        d = (d + 1) | 0;
        const t = (((a + b) | 0) + d) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        out[i] = (t >>> 0) / 4294967296;
      }
      st[0] = a; st[1] = b; st[2] = c; st[3] = d;
    },
    // Lane by lane, each from the same state: the draws are a function of the state alone, so every lane
    // sees the same indices, and the state ends where one pass leaves it. One loop for any number of lanes
    // (a short process runs a loop interpreted until V8 has seen ~10^5 draws of it, ~50x slower than
    // compiled: one loop warms once), at the price of repeating the generator for a second lane.
    sumDraws(values: Float64Array, lanes: number, count: number, out: Float64Array): void {
      if (!Number.isInteger(lanes) || lanes < 1 || values.length % lanes !== 0 || out.length % lanes !== 0) {
        throw new RangeError(argError("Rng.sumDraws", "lanes", `a positive integer dividing values.length (${values.length}) and out.length (${out.length})`, lanes));
      }
      if (!Number.isInteger(count) || count < 0) throw new RangeError(argError("Rng.sumDraws", "count", "a non-negative integer", count));
      const n = values.length / lanes, R = out.length / lanes;
      if (R > 0 && count > 0) checkN(n, "sumDraws");
      const start = st.slice();
      for (let l = 0; l < lanes; l++) {
        st.set(start);
        const v = values.subarray(l * n, (l + 1) * n), o = out.subarray(l * R, (l + 1) * R);
        if (n <= 65536) sumDrawsLane(st, v, n, count, o, R);
        else sumDrawsLaneWide(st, v, n / 4294967296, count, o, R); // as in fillInt: floor(t · scale) is int(n)
      }
    },
    normal(): number {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      let u = 0;
      while (u === 0) u = next();
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spare = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
  };
}

/**
 * Derive a child seed from a parent seed and a key (e.g. a trial id), so
 * results do not depend on the order in which trials are scheduled.
 *
 * @example
 * deriveSeed(0, "t1") === deriveSeed(0, "t1"); // => true
 * deriveSeed(0, "t1") === deriveSeed(1, "t1"); // => false
 */
export function deriveSeed(parent: number, key: string): number {
  return hashString(`${parent >>> 0}\u0000${key}`);
}

/**
 * A new array with the elements of `xs` in a seeded random order (Fisher–Yates); `xs` is not changed.
 *
 * @example
 * shuffle([1, 2, 3, 4], createRng(1)); // => a permutation of [1, 2, 3, 4]
 */
export function shuffle<T>(xs: readonly T[], rng: Rng): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
