/**
 * The swarm composition key of architecture profiling (metrics.md §5, Judge):
 * the `auditor_list` as a multiset, i.e. sorted and joined by ",". This MERGES
 * ordered swarms (`gpt,gemini` and `gemini,gpt` are one profile), as the
 * contract defines; {@link judgeOrderedSwarmKey} keeps them apart
 * (`fit judge --ordered-swarms`).
 *
 * @example
 * judgeSwarmKey(["gpt", "claude", "gpt"]); // => "claude,gpt,gpt"
 * judgeSwarmKey([]);                       // => ""
 */

/**
 * Sorted (UTF-16 code-unit order) auditor names joined by ",".
 * @example
 * judgeSwarmKey(["b", "a"]); // => "a,b"
 */
export function judgeSwarmKey(auditors: readonly string[]): string {
  // A swarm has a few auditors: an insertion sort of a copy gives the order `sort` would (a total order on
  // strings, so stability does not matter) without its work arrays (issue 22: `Array.prototype.sort` allocated
  // ~0.8 KB a call, 17 MB over `fit judge`'s 22,500 records); a long list still goes to `sort`
  const a = auditors.slice();
  if (a.length > 16) return a.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).join(",");
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > x) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = x;
  }
  return a.join(",");
}

/**
 * The auditor names in their order, joined by "," (ordered swarms kept apart).
 * @example
 * judgeOrderedSwarmKey(["gpt", "gemini"]); // => "gpt,gemini"
 */
export function judgeOrderedSwarmKey(auditors: readonly string[]): string {
  return auditors.join(",");
}

/**
 * Group row indices by a string key, keys sorted ascending (code-unit order).
 * @example
 * judgeGroupRows(["b", "a", "b"]); // => [["a", [1]], ["b", [0, 2]]]
 */
export function judgeGroupRows(keys: readonly string[]): [string, number[]][] {
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  return [...groups.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
