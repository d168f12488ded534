export * from "./figure.js";
export * from "./escape-html.js";
export * from "./html-table.js";
export * from "./export.js";
export * from "./display.js";
export * from "./label-counts.js";
