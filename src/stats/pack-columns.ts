import { argError } from "../errors.js";

/** Bits of exact integer arithmetic a lane may use (sums stay below 2^52 < 2^53). */
const LANE_BITS = 52;

/**
 * Columns packed cluster-major for weighted row sums: `packed[s * lanes + l]`
 * holds lane l of cluster s. A column of non-negative integers whose resample
 * sum is at most `maxWeight · max` shares a lane with others at a bit offset
 * (mixed radix, exact in float64); any other column has a lane to itself.
 */
export interface PackedColumns {
  /** Number of lanes (≤ number of columns). */
  lanes: number;
  /** Cluster-major lane values, length S · lanes. */
  packed: Float64Array;
  /** Lane of each column. */
  lane: Int32Array;
  /** 2^offset of each column inside its lane (1 for a column alone in its lane). */
  scale: Float64Array;
  /** 2^bits of each packed column, 0 for a column alone in its lane (no decoding). */
  modulus: Float64Array;
}

function integerBits(col: Float64Array, maxWeight: number): number | null {
  let max = 0;
  for (let s = 0; s < col.length; s++) {
    const v = col[s];
    if (!(v >= 0) || !Number.isInteger(v)) return null;
    if (v > max) max = v;
  }
  const bound = max * maxWeight;
  if (!(bound < 2 ** LANE_BITS)) return null;
  return Math.max(1, Math.ceil(Math.log2(bound + 1)));
}

/**
 * Pack equal-length columns so that Σ_s w_s·row_s over lanes gives every
 * column's weighted sum exactly (for integer columns) with fewer additions —
 * the inner loop of {@link bootstrapRatios}. Decode with {@link unpackColumn}.
 *
 * @param columns K arrays of length S; not modified
 * @param maxWeight the largest total weight Σ w_s a sum may use (S for a bootstrap resample)
 * @throws RangeError when the columns differ in length or maxWeight is not a positive integer
 * @example
 * const p = packColumns([Float64Array.of(1, 2), Float64Array.of(0, 3)], 2);
 * p.lanes; // => 1 (both columns share one float64 lane)
 * unpackColumn(p, p.packed.subarray(1, 2), 1); // => 3 (column 1 of cluster 1)
 */
export function packColumns(columns: readonly Float64Array[], maxWeight: number): PackedColumns {
  if (!Number.isInteger(maxWeight) || maxWeight < 1) throw new RangeError(argError("packColumns", "maxWeight", "a positive integer", maxWeight));
  const K = columns.length;
  const S = K === 0 ? 0 : columns[0].length;
  const lane = new Int32Array(K);
  const scale = new Float64Array(K);
  const modulus = new Float64Array(K);
  let lanes = 0;
  let openLane = -1;
  let usedBits = 0;
  for (let k = 0; k < K; k++) {
    if (columns[k].length !== S) throw new RangeError(argError("packColumns", `columns[${k}]`, `length ${S}`, columns[k].length));
    const bits = integerBits(columns[k], maxWeight);
    if (bits === null) {
      lane[k] = lanes++;
      scale[k] = 1;
      modulus[k] = 0;
      continue;
    }
    if (openLane < 0 || usedBits + bits > LANE_BITS) {
      openLane = lanes++;
      usedBits = 0;
    }
    lane[k] = openLane;
    scale[k] = 2 ** usedBits;
    modulus[k] = 2 ** bits;
    usedBits += bits;
  }
  const packed = new Float64Array(S * lanes);
  for (let k = 0; k < K; k++) {
    const col = columns[k];
    const l = lane[k];
    const f = scale[k];
    for (let s = 0; s < S; s++) packed[s * lanes + l] += col[s] * f;
  }
  return { lanes, packed, lane, scale, modulus };
}

/**
 * Column k's value from a row of lane sums produced with {@link packColumns}.
 *
 * @example
 * unpackColumn(packColumns([Float64Array.of(5)], 1), Float64Array.of(5), 0); // => 5
 */
export function unpackColumn(p: PackedColumns, laneSums: ArrayLike<number>, k: number): number {
  const v = laneSums[p.lane[k]];
  const m = p.modulus[k];
  return m === 0 ? v : Math.floor(v / p.scale[k]) % m;
}
