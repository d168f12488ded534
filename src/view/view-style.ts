/**
 * The viewer page's style sheet (no external fonts or images).
 *
 * @example
 * VIEW_CSS.includes("url("); // => false
 */
export const VIEW_CSS = `
body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:.6em 1.2em;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:1.3em;margin:.2em 0}
.sim{background:#fff4d6;border:1px solid #e0b84f;padding:.4em .8em;border-radius:6px;margin:.4em 0}
table{border-collapse:collapse;font-size:.85em}
th,td{border-bottom:1px solid #e5e5e5;padding:.25em .5em;text-align:left;vertical-align:top}
.runs td,.runs th{border:1px solid #e5e5e5}
.filters{padding:.5em 1.2em;display:flex;gap:1em;align-items:center;flex-wrap:wrap;background:#f0f0f3;border-bottom:1px solid #ddd}
.count{color:#555;font-size:.9em}
.main{display:flex;height:calc(100vh - 12em);min-height:400px}
.list{flex:1 1 50%;overflow:auto;background:#fff}
.trials tr{cursor:pointer}
.trials tr:hover{background:#eef4ff}
.trials tr.selected{background:#dbe8ff}
.trials tr.parse-failure td:nth-child(4){color:#b00020}
.trials td:nth-child(5){word-break:break-all;font-family:ui-monospace,monospace;font-size:.95em}
.detail{flex:1 1 50%;overflow:auto;position:relative;padding:0 1em;border-left:1px solid #ddd}
.detail h2{font-size:1em;word-break:break-all}
.meta,.params,.hint{color:#555;font-size:.85em}
.perr{color:#b00020}
.call{border:1px solid #ddd;border-radius:6px;margin:.6em 0;padding:.3em .6em;background:#fff}
.call.own{border-color:#3a6fd8;box-shadow:0 0 0 2px #dbe8ff}
.call h4{margin:.2em 0;font-size:.9em}
.msg{margin:.3em 0}
.role{display:inline-block;font-size:.75em;font-weight:600;text-transform:uppercase;color:#666;margin-bottom:.1em}
.msg pre{white-space:pre-wrap;word-break:break-word;margin:0;padding:.4em;background:#f6f6f8;border-radius:4px;font-size:.82em}
.role-system pre{background:#f3efe6}
.reply pre{background:#e9f5ec}
.kv th{white-space:nowrap;color:#555}
.kv td{word-break:break-word;white-space:pre-wrap}
`;
