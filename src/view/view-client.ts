/**
 * The viewer page's script (browser JavaScript, as text). It reads the data
 * from the `#gt-data` JSON element and builds every element with
 * `createElement` + `textContent` (never `innerHTML`), so model text cannot
 * become markup; C0 control characters (terminal escapes such as ESC `[31m`)
 * are shown as their escape text (ESC `[31m` as `\x1b[31m`).
 *
 * @example
 * VIEW_CLIENT_JS.includes("innerHTML"); // => false
 */
export const VIEW_CLIENT_JS = String.raw`(function () {
"use strict";
var data = JSON.parse(document.getElementById("gt-data").textContent);
var S = data.strings;
function vis(s) {
  return String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, function (c) {
    var h = c.charCodeAt(0).toString(16);
    return "\\x" + (h.length < 2 ? "0" + h : h);
  });
}
function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = vis(text);
  return e;
}
function uniq(key) {
  var seen = {}, out = [];
  data.trials.forEach(function (t) { var v = t[key]; if (!seen[v]) { seen[v] = 1; out.push(v); } });
  return out.sort();
}
var root = document.getElementById("app");
var head = el("header");
head.appendChild(el("h1", null, "groupthink run viewer"));
var nsim = data.runs.filter(function (r) { return r.simulated; }).length;
if (nsim > 0) head.appendChild(el("p", "sim", "Simulated data: " + nsim + " of " + data.runs.length + " run(s) were answered by groupthink's simulator, not by a model."));
var runsTable = el("table", "runs");
var rh = el("tr");
["run", "protocol", "model", "records", "calls", "with request", "data"].forEach(function (h) { rh.appendChild(el("th", null, h)); });
runsTable.appendChild(rh);
data.runs.forEach(function (r) {
  var tr = el("tr");
  [r.name, r.protocol, r.model, r.records, r.calls, r.with_request, r.simulated ? "simulated" : "model"].forEach(function (v) { tr.appendChild(el("td", null, v)); });
  runsTable.appendChild(tr);
});
head.appendChild(runsTable);
root.appendChild(head);

var bar = el("div", "filters");
function select(name, values) {
  var lab = el("label", null, name + " ");
  var s = el("select");
  s.setAttribute("data-filter", name);
  var all = el("option", null, "all");
  all.value = "";
  s.appendChild(all);
  values.forEach(function (v) { var o = el("option", null, v); o.value = v; s.appendChild(o); });
  lab.appendChild(s);
  bar.appendChild(lab);
  s.addEventListener("change", render);
  return s;
}
var fRun = select("run", data.runs.map(function (r) { return r.name; }));
var fModel = select("model", uniq("model"));
var fCond = select("condition", uniq("condition"));
var fLabel = select("label", uniq("label"));
var pfLab = el("label", null, " parse failures only ");
var fParse = el("input");
fParse.type = "checkbox";
fParse.id = "parse-failures";
pfLab.appendChild(fParse);
bar.appendChild(pfLab);
fParse.addEventListener("change", render);
var fText = el("input");
fText.type = "search";
fText.placeholder = "search trial id or reply";
fText.addEventListener("input", render);
bar.appendChild(fText);
var count = el("span", "count");
bar.appendChild(count);
root.appendChild(bar);

var main = el("div", "main");
var list = el("div", "list");
var table = el("table", "trials");
var thead = el("thead");
var hr = el("tr");
["model", "condition", "label", "parse error", "trial", "run"].forEach(function (h) { hr.appendChild(el("th", null, h)); });
thead.appendChild(hr);
table.appendChild(thead);
var tbody = el("tbody");
table.appendChild(tbody);
list.appendChild(table);
var detail = el("div", "detail");
detail.appendChild(el("p", "hint", "Select a trial to see its record, its requests and the replies."));
main.appendChild(list);
main.appendChild(detail);
root.appendChild(main);

function matches(t) {
  if (fRun.value && data.runs[t.run].name !== fRun.value) return false;
  if (fModel.value && t.model !== fModel.value) return false;
  if (fCond.value && t.condition !== fCond.value) return false;
  if (fLabel.value && t.label !== fLabel.value) return false;
  if (fParse.checked && t.parse_error === null) return false;
  var q = fText.value.toLowerCase();
  if (q && t.id.toLowerCase().indexOf(q) < 0 && String(t.record.raw || "").toLowerCase().indexOf(q) < 0) return false;
  return true;
}
var selected = -1;
function render() {
  while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
  var shown = 0, LIMIT = 2000;
  data.trials.forEach(function (t, i) {
    if (!matches(t)) return;
    shown++;
    if (shown > LIMIT) return;
    var tr = el("tr", t.parse_error !== null ? "parse-failure" : null);
    tr.setAttribute("data-trial", String(i));
    if (i === selected) tr.className += " selected";
    [t.model + (t.simulated ? " (simulated)" : ""), t.condition, t.label, t.parse_error === null ? "" : t.parse_error, t.id, data.runs[t.run].name].forEach(function (v) { tr.appendChild(el("td", null, v)); });
    tr.addEventListener("click", function () { selected = i; show(t); render(); });
    tbody.appendChild(tr);
  });
  count.textContent = shown + " of " + data.trials.length + " trials" + (shown > LIMIT ? " (first " + LIMIT + " listed; filter to see the rest)" : "");
}
function kv(obj) {
  var t = el("table", "kv");
  Object.keys(obj).forEach(function (k) {
    var v = obj[k];
    var tr = el("tr");
    tr.appendChild(el("th", null, k));
    tr.appendChild(el("td", null, v !== null && typeof v === "object" ? JSON.stringify(v) : String(v)));
    t.appendChild(tr);
  });
  return t;
}
function show(t) {
  while (detail.firstChild) detail.removeChild(detail.firstChild);
  detail.appendChild(el("h2", null, t.id));
  detail.appendChild(el("p", "meta", data.runs[t.run].name + " · " + t.protocol + " · " + t.model + (t.simulated ? " · simulated" : "")));
  if (t.parse_error !== null) detail.appendChild(el("p", "perr", "parse error: " + t.parse_error));
  var calls = t.job ? data.jobs[t.job] || [] : [];
  detail.appendChild(el("h3", null, calls.length ? "Dialogue (" + calls.length + " call" + (calls.length === 1 ? "" : "s") + " of job " + t.job.slice(t.job.indexOf("/") + 1) + ")" : "Dialogue"));
  if (!calls.length) detail.appendChild(el("p", "hint", "No journaled call matches this trial (calls.jsonl missing, or written by another tool). The record's raw reply is below."));
  var own = null;
  calls.forEach(function (c) {
    var box = el("section", "call" + (c.key === t.own_call ? " own" : ""));
    box.appendChild(el("h4", null, c.key + (c.key === t.own_call ? "  ← this trial" : "")));
    if (c.messages) {
      if (c.params && Object.keys(c.params).length) box.appendChild(el("p", "params", Object.keys(c.params).map(function (k) { return k + "=" + JSON.stringify(c.params[k]); }).join("  ")));
      c.messages.forEach(function (m) {
        var msg = el("div", "msg role-" + m[0]);
        msg.appendChild(el("span", "role", m[0]));
        msg.appendChild(el("pre", null, S[m[1]]));
        box.appendChild(msg);
      });
    } else box.appendChild(el("p", "hint", "request not stored in this journal (written before calls.jsonl kept requests)"));
    var rep = el("div", "msg reply");
    rep.appendChild(el("span", "role", "reply"));
    rep.appendChild(el("pre", null, S[c.reply]));
    box.appendChild(rep);
    var m = c.meta || {};
    var bits = [];
    ["finish_reason", "latency_ms", "cached", "simulated", "seed", "logprob_tokens", "truncated", "refusal"].forEach(function (k) { if (m[k] !== undefined && m[k] !== null) bits.push(k + "=" + m[k]); });
    if (m.usage) bits.push("tokens=" + m.usage.prompt_tokens + "+" + m.usage.completion_tokens);
    box.appendChild(el("p", "params", bits.join("  ")));
    detail.appendChild(box);
    if (c.key === t.own_call) own = box;
  });
  detail.appendChild(el("h3", null, "Record"));
  detail.appendChild(kv(t.record));
  detail.scrollTop = own ? own.offsetTop - 8 : 0;
}
render();
})();`;
