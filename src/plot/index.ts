export { type Figure, labelSimulated } from "./figure.js";
export { escapeHtml } from "./escape-html.js";
export { formatCell, htmlTable, textTable } from "./html-table.js";
export {
  canExport,
  chromiumPath,
  closeRenderer,
  embeddablePlotly,
  exportHtml,
  exportPng,
  plotlyBundlePath,
} from "./export.js";
export {
  displayBundle,
  showDataNote,
  figureBundle,
  show,
  showTable,
  showText,
  type TableLike,
} from "./display.js";
export { labelCountsFigure } from "./label-counts.js";
export { captionFor, simulatedNote } from "./simulated-note.js";
export { embedJson } from "./embed-json.js";
export { type CategoricalStyle, categoricalStyle, KELLY_COLORS } from "./categorical-style.js";
