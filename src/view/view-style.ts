/**
 * The viewer page's style sheet (no external fonts or images): the page fills
 * the window; the trial list is one fixed-height line per trial (22 px, the
 * client's `ROW`), so a screen shows dozens; the detail pane sits beside it.
 *
 * @example
 * VIEW_CSS.includes("url("); // => false
 */
export const VIEW_CSS = `
html,body{height:100%}
body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa;display:flex;flex-direction:column;overflow:hidden}
#app{display:flex;flex-direction:column;flex:1 1 auto;min-height:0}
header{padding:.3em 1em;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:1.1em;margin:.2em 0;display:inline-block;margin-right:1em}
.sim{display:inline-block;background:#fff4d6;border:1px solid #e0b84f;padding:.15em .6em;border-radius:6px;margin:.2em 0;font-size:.85em}
.runs-box summary{cursor:pointer;font-size:.85em;color:#444}
.runs-box .runs{max-height:12em;overflow:auto;display:block}
table{border-collapse:collapse;font-size:.85em}
th,td{border-bottom:1px solid #e5e5e5;padding:.25em .5em;text-align:left;vertical-align:top}
.runs td,.runs th{border:1px solid #e5e5e5}
.filters{padding:.35em 1em;display:flex;gap:1em;align-items:center;flex-wrap:wrap;background:#f0f0f3;border-bottom:1px solid #ddd;font-size:.9em}
.count{color:#555;font-size:.9em}
.main{display:flex;flex:1 1 auto;min-height:0}
.list-pane{flex:1 1 55%;display:flex;flex-direction:column;min-width:0;background:#fff}
.list{flex:1 1 auto;overflow:auto;position:relative;outline:none}
.list:focus{box-shadow:inset 0 0 0 2px #a9c4f5}
.spacer{position:relative;min-height:1px}
table.trials{table-layout:fixed;width:100%;font-size:.8em}
table.trials.body{position:absolute;left:0;top:0}
.trials th,.trials td{height:21px;line-height:21px;padding:0 .5em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;vertical-align:middle;box-sizing:border-box}
.trials td{border-bottom:1px solid #eee}
.trials th{background:#f6f6f8;border-bottom:1px solid #ddd}
.trials th:nth-child(1),.trials td:nth-child(1){width:17%}
.trials th:nth-child(2),.trials td:nth-child(2){width:13%}
.trials th:nth-child(3),.trials td:nth-child(3){width:14%}
.trials th:nth-child(4),.trials td:nth-child(4){width:10%}
.trials th:nth-child(6),.trials td:nth-child(6){width:11%}
.trials tr{cursor:pointer}
.trials.body tr:hover{background:#eef4ff}
.trials tr.selected{background:#dbe8ff}
.trials tr.parse-failure td:nth-child(4){color:#b00020}
.trials td:nth-child(5){font-family:ui-monospace,monospace;font-size:.95em}
.detail{flex:1 1 45%;overflow:auto;position:relative;padding:0 1em;border-left:1px solid #ddd;min-width:0}
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
.earlier summary{cursor:pointer;color:#555;font-size:.8em}
.kv th{white-space:nowrap;color:#555}
.kv td{word-break:break-word;white-space:pre-wrap}
`;
