/**
 * Escape text for HTML element content and attribute values. Model text is
 * untrusted: everything rendered as HTML goes through this.
 *
 * @example
 * escapeHtml('<b onclick="x">'); // => "&lt;b onclick=&quot;x&quot;&gt;"
 */
export function escapeHtml(s: unknown): string {
  return String(s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
