/**
 * JSON text safe to embed in an HTML `<script type="application/json">`
 * element: `<`, `>`, `&` and the line separators U+2028/U+2029 are written
 * as `\u` escapes, so no value (e.g. a model reply holding `</script>`) can
 * end the element or start markup; `JSON.parse` of the element's text gives
 * the value back.
 *
 * @example
 * embedJson({ reply: "</script><b>" }); // => '{"reply":"\\u003c/script\\u003e\\u003cb\\u003e"}'
 */

/**
 * Serialise a value for a JSON script element.
 *
 * @example
 * JSON.parse(embedJson(["a&b"])); // => ["a&b"]
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
