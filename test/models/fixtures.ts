/** Reads the committed reference fixtures of test/fixtures/models/ (made by make_model_fixtures.py). */
import { readFileSync } from "node:fs";

export interface L2Reference {
  C: number;
  intercept: number;
  coef: number[];
}
export interface L1Reference {
  alpha: number;
  intercept: number;
  coef: number[];
  se: (number | null)[];
  interceptSe: number;
  z: (number | null)[];
  p: (number | null)[];
}
export interface LogisticFixture {
  vocabulary: string[];
  rows: string[][];
  y: (0 | 1)[];
  domain: string[];
  planted: string[];
  l2: { balanced: L2Reference; none: L2Reference };
  lodo: { domain: string; n: number; auc: number; intercept: number; coef: number[] }[];
  l1: L1Reference[];
}
export interface CurveCase {
  scores: number[];
  y: (0 | 1)[];
  auc: number;
  roc: { fpr: number[]; tpr: number[]; thresholds: (number | null)[] };
  pr: { precision: number[]; recall: number[]; thresholds: number[] };
}

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/models/${name}`, import.meta.url), "utf8"));

export const logisticFixture = (): LogisticFixture => read("logistic.json") as LogisticFixture;
export const curveCases = (): CurveCase[] => (read("curves.json") as { cases: CurveCase[] }).cases;

/** Largest |a − b| over paired entries. */
export function maxAbsDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]));
  return m;
}
