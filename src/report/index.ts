/**
 * Shareable self-contained HTML reports: of one's own runs (`groupthink
 * report`) and of the executed notebooks (`npm run reproduce`).
 *
 * @example
 * import { reportHtml, runsReport } from "./index.js";
 * writeFileSync("report.html", reportHtml(runsReport(logs)));
 */
export { type ReportBlock, type ReportDoc, type ReportSection } from "./report-doc.js";
export { reportHtml } from "./report-html.js";
export { fittedRange, LEGEND_CHAR_PX, LEGEND_ROW_PX, MEASURE_PANEL_COLUMNS, MEASURE_TITLE_CHARS, measureFigure, wrapLabel } from "./measure-figure.js";
export { type RunsReportOptions, runsReport } from "./runs-report.js";
export { notebookHeading, notebookSection, scrubPaths } from "./notebook-section.js";
export { comparisonBlocks } from "./comparison-blocks.js";
