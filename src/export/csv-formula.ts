/**
 * Spreadsheet formula neutralisation for CSV exports (OWASP "CSV Injection";
 * CWE-1236). A spreadsheet opening a CSV treats a cell whose first character
 * is `=`, `+`, `-`, `@`, TAB or CR as a formula; model replies and record keys
 * are untrusted, so every **string** cell and every header cell starting with
 * one of those (or NUL, ASVS 5.0 V1.2.10) gets a leading `'`. So that the rule
 * is reversible, a string that already starts with `'` gets one more. Undo:
 * drop one leading `'` from every string cell that has one
 * ({@link restoreFormula}). Numbers and booleans are never changed (`-0.5`
 * written from a number stays the number `-0.5`); the string `"-0.5"` becomes
 * `'-0.5`.
 *
 * @example
 * [neutraliseFormula("=1+1"), neutraliseFormula("ok"), restoreFormula("'=1+1")]; // => ["'=1+1", "ok", "=1+1"]
 */

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's six, and NUL). */
export const FORMULA_LEADS = ["=", "+", "-", "@", "\t", "\r", "\u0000"] as const;

const LEADS = new Set<string>([...FORMULA_LEADS, "'"]);

/**
 * A string cell with a leading `'` when it starts with a formula character or a `'` (see the module comment).
 *
 * @param s a string cell or header
 * @example
 * [neutraliseFormula("@SUM(1+1)"), neutraliseFormula("'quoted"), neutraliseFormula("")]; // => ["'@SUM(1+1)", "''quoted", ""]
 */
export function neutraliseFormula(s: string): string {
  return s.length > 0 && LEADS.has(s[0]) ? `'${s}` : s;
}

/**
 * Undo {@link neutraliseFormula}: drop one leading `'` (read a neutralised CSV's string cells back).
 *
 * @param s a string cell or header read from a neutralised CSV
 * @example
 * [restoreFormula("''quoted"), restoreFormula("'-x"), restoreFormula("plain")]; // => ["'quoted", "-x", "plain"]
 */
export function restoreFormula(s: string): string {
  return s.startsWith("'") ? s.slice(1) : s;
}
