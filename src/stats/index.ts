/**
 * Statistics core: the numerical building blocks every protocol's metrics use.
 * Re-exported by name; see each module for definitions, references and examples.
 */

// Randomness
export { createRng, deriveSeed, hashString, shuffle } from "./rng.js";
export type { Rng } from "./rng.js";

// Measures
export { ratioMeasure } from "./measure.js";
export type { Measure } from "./measure.js";

// Descriptive statistics and quantiles
export { mean } from "./mean.js";
export { standardError } from "./standard-error.js";
export { quantileSorted } from "./quantile-sorted.js";
export { percentileInterval, percentileIntervalSorted, checkLevel } from "./percentile-interval.js";

// Special functions and distributions
export { logGamma, logFactorial, logChoose } from "./log-gamma.js";
export { regularizedBeta } from "./incomplete-beta.js";
export { erfc, normalCdf, normalQuantile, twoSidedNormalP } from "./normal.js";
export { studentTCdf, twoSidedTP } from "./student-t.js";
export { binomialCdf } from "./binomial-cdf.js";
export { poissonBinomialPmf, poissonBinomialTail } from "./poisson-binomial.js";

// Intervals and tests
export { WILSON_Z, wilsonInterval } from "./wilson-interval.js";
export { fisherExact } from "./fisher-exact.js";
export { mcnemarExact } from "./mcnemar-exact.js";
export { pearson } from "./pearson.js";

// Bootstrap
export { checkBootstrapOptions } from "./bootstrap-options.js";
export type { BootstrapOptions } from "./bootstrap-options.js";
export { clusterBootstrap } from "./cluster-bootstrap.js";
export { bootstrapRatios } from "./bootstrap-ratios.js";
export type { BootstrapRatioOptions } from "./bootstrap-ratios.js";
export { bootstrapMean } from "./bootstrap-mean.js";

// Intervals that hold at small sizes (issue 21; docs/intervals.md)
export { studentTQuantile } from "./student-t-quantile.js";
export { tInterval } from "./t-interval.js";
export { ratioTInterval } from "./ratio-t-interval.js";
export { ratioHallInterval } from "./ratio-hall-interval.js";
export { bonettPricePairedInterval } from "./bonett-price-paired-interval.js";
export { expandedLevel } from "./expanded-level.js";
export { unitWilsonInterval, wilsonScoreBounds } from "./unit-wilson-interval.js";
export { pairedDifferenceInterval } from "./paired-difference-interval.js";
export { MIN_INTERVAL_UNITS, intervalNote, withIntervalNote } from "./interval-note.js";
export { tangoPairedInterval } from "./tango-paired-interval.js";
export { unitShares } from "./unit-shares.js";
// Paired comparisons (issue 21)
export { holmAdjust } from "./holm-adjust.js";
export { pairedBootstrap } from "./paired-bootstrap.js";
export type { PairedBootstrapResult } from "./paired-bootstrap.js";
export { pairedPermutationTest } from "./paired-permutation-test.js";
export type { PairedPermutationOptions, PairedPermutationResult } from "./paired-permutation-test.js";
export type { PairedStatistic } from "./paired-statistic.js";
export { jackknifeVariance } from "./jackknife-variance.js";
export { powerAt, sampleSize } from "./sample-size.js";
// Intervals of compare differences (issue 21, third round; docs/intervals.md)
export { ADJUSTED_PSEUDO_WEIGHT, adjustedRatioDifference } from "./adjusted-ratio-difference.js";
export type { RatioSide } from "./adjusted-ratio-difference.js";
export { pairedClusterDelong } from "./paired-cluster-delong.js";
export type { AucSide, PairedAucDifference } from "./paired-cluster-delong.js";
export { countBelow } from "./count-below.js";
export { pairedRatioTInterval } from "./paired-ratio-t-interval.js";
export type { PairedRatioTerm } from "./paired-ratio-t-interval.js";
export { pairedRatioContributions } from "./paired-ratio-contributions.js";
export { hallTInterval } from "./hall-t-interval.js";
