/**
 * The viewer page's script (browser JavaScript, as text). It reads either the
 * whole data from the `#gt-data` JSON element (one-file page) or the run list
 * from `#gt-index` and then each run's facets (`data/run-I.js`) and, when a
 * trial is opened, its detail part (`data/run-I-K.js`) by script tags, which
 * work from `file://` (see view-run-data.ts for the two shapes). Facets are
 * kept as typed columns, so a filter is one pass over codes (the text
 * search one `indexOf` pass over each run's joined lower-case text, cached per query); the list is
 * virtual: one fixed-height line per trial, only the lines in view (plus a
 * margin) exist in the page, whatever the number of matches (under 200
 * matches every line is drawn). Keys: ↑/↓ (or k/j), PageUp/PageDown,
 * Home/End move and open, Enter opens. In a multi-round dialogue the
 * leading messages of a request already shown in an earlier call fold into
 * one line (opened on demand), so a transcript reads once. Every element is built with
 * `createElement` + `textContent` (never `innerHTML`), so model text cannot
 * become markup; C0 control characters (terminal escapes such as ESC `[31m`)
 * are shown as their escape text (ESC `[31m` as `\x1b[31m`). The last
 * filter's duration (ms, `performance.now()`) is in `window.__gtView.filterMs`.
 *
 * @example
 * VIEW_CLIENT_JS.includes("innerHTML"); // => false
 */
export const VIEW_CLIENT_JS = String.raw`(function () {
"use strict";
var ROW = 22, MARGIN = 12, ALL_BELOW = 200;
var api = window.__gtView = { filterMs: null, rows: 0, matches: 0, loaded: 0, readAt: [] };
var one = document.getElementById("gt-data");
var src = one ? JSON.parse(one.textContent) : JSON.parse(document.getElementById("gt-index").textContent);
var runs = src.runs;
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

// ---- global columns over all runs (filled as runs' facets arrive)
var N = 0, off = [];
runs.forEach(function (r) { off.push(N); N += r.records; });
var gRun = new Uint16Array(N), gProt = new Uint32Array(N), gModel = new Uint32Array(N), gCond = new Uint32Array(N), gLabel = new Uint32Array(N), gSim = new Uint8Array(N);
var gPerr = new Array(N), gId = new Array(N), gLocal = new Uint32Array(N), blobs = [];
var loaded = runs.map(function () { return null; });
var DICT = { protocol: [], model: [], condition: [], label: [] }, DAT = { protocol: {}, model: {}, condition: {}, label: {} };
function gcode(kind, s) {
  var c = DAT[kind][s];
  if (c === undefined) { c = DICT[kind].length; DICT[kind].push(s); DAT[kind][s] = c; }
  return c;
}
var details = {}, waiting = {};
function addFacets(f) {
  if (loaded[f.run]) return;
  var maps = ["protocol", "model", "condition", "label"].map(function (k) { return f[k].map(function (s) { return gcode(k, s); }); });
  var o = off[f.run], n = Math.min(f.n, runs[f.run].records);
  for (var i = 0; i < n; i++) {
    var g = o + i, c = 4 * i;
    gRun[g] = f.run; gLocal[g] = i;
    gProt[g] = maps[0][f.codes[c]]; gModel[g] = maps[1][f.codes[c + 1]]; gCond[g] = maps[2][f.codes[c + 2]]; gLabel[g] = maps[3][f.codes[c + 3]];
    gSim[g] = f.sim[i]; gPerr[g] = f.parse_error[i]; gId[g] = f.id[i];
  }
  // the search text of the run: one lower-case string, trial after trial (id, newline, reply), with where each starts
  var parts = new Array(n), starts = new Int32Array(n), at = 0;
  for (var j = 0; j < n; j++) { parts[j] = f.id[j] + "\n" + f.text[j]; starts[j] = at; at += parts[j].length + 1; }
  blobs[f.run] = { text: parts.join("\u0001").toLowerCase(), starts: starts };
  loaded[f.run] = { n: n, chunk: f.chunk };
  api.loaded++;
  api.readAt.push(Math.round(performance.now()));
}
function addDetail(d) {
  var key = d.run + "/" + d.part;
  details[key] = d;
  var w = waiting[key];
  delete waiting[key];
  if (w) w.forEach(function (f) { f(d); });
}
api.add = function (o) {
  if (!o || typeof o !== "object") return;
  if (o.kind === "facets") { addFacets(o); refreshOptions(); filter(); }
  else if (o.kind === "detail") addDetail(o);
};
function load(path, onerror) {
  var s = document.createElement("script");
  s.src = path;
  s.onerror = onerror;
  document.body.appendChild(s);
}

// ---- page
var root = document.getElementById("app");
var head = el("header");
head.appendChild(el("h1", null, "groupthink run viewer"));
var nsim = runs.filter(function (r) { return r.simulated; }).length;
if (nsim > 0) head.appendChild(el("p", "sim", "Simulated data: " + nsim + " of " + runs.length + " run(s) were answered by groupthink's simulator, not by a model."));
var box = el("details", "runs-box");
if (runs.length <= 4) box.open = true;
box.appendChild(el("summary", null, runs.length + " run" + (runs.length === 1 ? "" : "s") + ", " + N + " trials"));
var runsTable = el("table", "runs");
var rh = el("tr");
["run", "protocol", "model", "records", "calls", "with request", "data"].forEach(function (h) { rh.appendChild(el("th", null, h)); });
runsTable.appendChild(rh);
runs.forEach(function (r) {
  var tr = el("tr");
  [r.name, r.protocol, r.model, r.records, r.calls, r.with_request, r.simulated ? "simulated" : "model"].forEach(function (v) { tr.appendChild(el("td", null, v)); });
  runsTable.appendChild(tr);
});
box.appendChild(runsTable);
head.appendChild(box);
root.appendChild(head);

var bar = el("div", "filters");
function select(name) {
  var lab = el("label", null, name + " ");
  var s = el("select");
  s.setAttribute("data-filter", name);
  var all = el("option", null, "all");
  all.value = "";
  s.appendChild(all);
  lab.appendChild(s);
  bar.appendChild(lab);
  s.addEventListener("change", filter);
  return s;
}
function fill(s, values) {
  var keep = s.value, have = {};
  for (var i = 1; i < s.options.length; i++) have[s.options[i].value] = 1;
  var add = values.filter(function (v) { return !have[v]; });
  if (!add.length) return;
  var all = values.slice().sort();
  while (s.options.length > 1) s.removeChild(s.options[1]);
  all.forEach(function (v) { var o = el("option", null, v); o.value = v; s.appendChild(o); });
  s.value = keep;
}
var fRun = select("run");
var fModel = select("model");
var fCond = select("condition");
var fLabel = select("label");
var pfLab = el("label", null, " parse failures only ");
var fParse = el("input");
fParse.type = "checkbox";
fParse.id = "parse-failures";
pfLab.appendChild(fParse);
bar.appendChild(pfLab);
fParse.addEventListener("change", filter);
var fText = el("input");
fText.type = "search";
fText.placeholder = "search trial id or reply";
fText.addEventListener("input", filter);
bar.appendChild(fText);
var count = el("span", "count");
bar.appendChild(count);
root.appendChild(bar);
(function () {
  var seen = {}, names = [];
  runs.forEach(function (r) { if (!seen[r.name]) { seen[r.name] = 1; names.push(r.name); } });
  names.forEach(function (v) { var o = el("option", null, v); o.value = v; fRun.appendChild(o); });
})();
function refreshOptions() {
  fill(fModel, DICT.model);
  fill(fCond, DICT.condition);
  fill(fLabel, DICT.label);
}

var main = el("div", "main");
var listPane = el("div", "list-pane");
var headT = el("table", "trials head");
var thead = el("thead");
var hr = el("tr");
["model", "condition", "label", "parse error", "trial", "run"].forEach(function (h) { hr.appendChild(el("th", null, h)); });
thead.appendChild(hr);
headT.appendChild(thead);
listPane.appendChild(headT);
var list = el("div", "list");
list.tabIndex = 0;
list.setAttribute("role", "listbox");
list.setAttribute("aria-label", "trials (arrow keys move, Enter opens)");
var spacer = el("div", "spacer");
var table = el("table", "trials body");
var tbody = el("tbody");
table.appendChild(tbody);
spacer.appendChild(table);
list.appendChild(spacer);
listPane.appendChild(list);
var detail = el("div", "detail");
detail.appendChild(el("p", "hint", "Select a trial (click, or arrow keys then Enter) to see its record, its requests and the replies."));
main.appendChild(listPane);
main.appendChild(detail);
root.appendChild(main);

// ---- text search: one indexOf pass over each run's search text; the trial of a hit found by bisection
var textCache = { q: null, runs: -1, mask: null };
function textMask(q) {
  if (textCache.q === q && textCache.runs === api.loaded) return textCache.mask;
  var mask = new Uint8Array(N);
  for (var r = 0; r < runs.length; r++) {
    var b = blobs[r];
    if (!b) continue;
    var t = b.text, st = b.starts, n = st.length, pos = 0, p;
    while (pos < t.length && (p = t.indexOf(q, pos)) >= 0) {
      var lo = 0, hi = n - 1;
      while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (st[mid] <= p) lo = mid; else hi = mid - 1; }
      mask[off[r] + lo] = 1;
      pos = lo + 1 < n ? st[lo + 1] : t.length;
    }
  }
  textCache = { q: q, runs: api.loaded, mask: mask };
  return mask;
}

// ---- filter: one pass over the columns of the loaded runs
var buf = new Int32Array(N), matches = buf.subarray(0, 0), M = 0, selected = -1, drawn = [-1, -1], measured = false;
function codeOf(kind, s) { return s === "" ? -1 : (DAT[kind][s] === undefined ? -2 : DAT[kind][s]); }
function filter() {
  var t0 = performance.now();
  var runName = fRun.value, m = codeOf("model", fModel.value), c = codeOf("condition", fCond.value), l = codeOf("label", fLabel.value);
  var pf = fParse.checked, q = fText.value.toLowerCase();
  var out = buf, k = 0, tm = q ? textMask(q) : null;
  var none = m === -2 || c === -2 || l === -2;
  for (var r = 0; r < runs.length && !none; r++) {
    if (!loaded[r] || (runName && runs[r].name !== runName)) continue;
    for (var g = off[r], end = off[r] + loaded[r].n; g < end; g++) {
      if (m >= 0 && gModel[g] !== m) continue;
      if (c >= 0 && gCond[g] !== c) continue;
      if (l >= 0 && gLabel[g] !== l) continue;
      if (pf && gPerr[g] === null) continue;
      if (tm && !tm[g]) continue;
      out[k++] = g;
    }
  }
  matches = out.subarray(0, k);
  M = k;
  spacer.style.height = (M * ROW) + "px";
  drawn = [-1, -1];
  draw();
  count.textContent = M + " of " + N + " trials" + (api.loaded < runs.length ? " (loading: " + api.loaded + " of " + runs.length + " runs read)" : "");
  api.filterMs = performance.now() - t0;
  api.matches = M;
  count.setAttribute("data-ms", api.filterMs.toFixed(1));
}

// ---- the virtual list: only the lines in view exist
function draw() {
  var a = 0, b = M;
  if (M > ALL_BELOW) {
    a = Math.max(0, Math.floor(list.scrollTop / ROW) - MARGIN);
    b = Math.min(M, Math.floor(list.scrollTop / ROW) + Math.ceil((list.clientHeight || 600) / ROW) + MARGIN);
  }
  if (a === drawn[0] && b === drawn[1]) return;
  drawn = [a, b];
  table.style.top = (a * ROW) + "px";
  var rows = document.createDocumentFragment();
  for (var i = a; i < b; i++) rows.appendChild(line(matches[i], i));
  while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
  tbody.appendChild(rows);
  api.rows = b - a;
  if (!measured && tbody.firstChild) {
    // the row height as laid out (fonts differ): measured once, then fixed
    measured = true;
    var h = tbody.firstChild.getBoundingClientRect().height;
    if (h > 4 && Math.abs(h - ROW) > 0.5) { ROW = h; spacer.style.height = (M * ROW) + "px"; drawn = [-1, -1]; draw(); }
  }
}
function line(g, pos) {
  var perr = gPerr[g];
  var tr = el("tr", (perr !== null ? "parse-failure" : "") + (g === selected ? " selected" : ""));
  tr.setAttribute("data-trial", String(g));
  tr.setAttribute("data-pos", String(pos));
  [DICT.model[gModel[g]] + (gSim[g] ? " (simulated)" : ""), DICT.condition[gCond[g]], DICT.label[gLabel[g]], perr === null ? "" : perr, gId[g], runs[gRun[g]].name].forEach(function (v) {
    var td = el("td", null, v);
    td.title = td.textContent;
    tr.appendChild(td);
  });
  return tr;
}
var pending = false;
list.addEventListener("scroll", function () {
  if (pending) return;
  pending = true;
  requestAnimationFrame(function () { pending = false; draw(); });
});
window.addEventListener("resize", function () { drawn = [-1, -1]; draw(); });
tbody.addEventListener("click", function (e) {
  var tr = e.target && e.target.closest ? e.target.closest("tr") : null;
  if (!tr) return;
  open(Number(tr.getAttribute("data-trial")));
});
function mark(g) {
  var old = tbody.querySelector("tr.selected");
  if (old) old.className = old.className.replace(/ ?selected/, "");
  selected = g;
  var tr = tbody.querySelector('tr[data-trial="' + g + '"]');
  if (tr) tr.className += " selected";
}
list.addEventListener("keydown", function (e) {
  if (!M) return;
  var pos = -1;
  for (var i = 0; i < M && selected >= 0; i++) if (matches[i] === selected) { pos = i; break; }
  var page = Math.max(1, Math.floor(list.clientHeight / ROW) - 1), to = null;
  if (e.key === "ArrowDown" || e.key === "j") to = pos + 1;
  else if (e.key === "ArrowUp" || e.key === "k") to = pos < 0 ? 0 : pos - 1;
  else if (e.key === "PageDown") to = pos + page;
  else if (e.key === "PageUp") to = pos - page;
  else if (e.key === "Home") to = 0;
  else if (e.key === "End") to = M - 1;
  else if (e.key === "Enter") to = pos < 0 ? 0 : pos;
  if (to === null) return;
  e.preventDefault();
  to = Math.max(0, Math.min(M - 1, to));
  if (to * ROW < list.scrollTop) list.scrollTop = to * ROW;
  else if ((to + 1) * ROW > list.scrollTop + list.clientHeight) list.scrollTop = (to + 1) * ROW - list.clientHeight;
  draw();
  open(matches[to]);
});

// ---- the detail pane: the trial's part is read when first opened
function open(g) {
  mark(g);
  var r = gRun[g], i = gLocal[g], part = Math.floor(i / loaded[r].chunk), key = r + "/" + part;
  if (details[key]) return show(g, details[key]);
  clear();
  detail.appendChild(el("h2", null, gId[g]));
  detail.appendChild(el("p", "hint", "reading its dialogue…"));
  var first = !waiting[key];
  (waiting[key] = waiting[key] || []).push(function (d) { if (selected === g) show(g, d); });
  if (first && !one) load(src.dir + "/run-" + r + "-" + part + ".js", function () {
    delete waiting[key];
    if (selected !== g) return;
    clear();
    detail.appendChild(el("h2", null, gId[g]));
    detail.appendChild(el("p", "perr", "could not read " + src.dir + "/run-" + r + "-" + part + ".js (moved or deleted?)"));
  });
}
function clear() { while (detail.firstChild) detail.removeChild(detail.firstChild); }
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
function message(m, S) {
  var msg = el("div", "msg role-" + String(m[0]).replace(/[^a-z]/g, ""));
  msg.appendChild(el("span", "role", m[0]));
  msg.appendChild(el("pre", null, S[m[1]]));
  return msg;
}
function show(g, d) {
  var t = d.trials[gLocal[g] - d.start], S = d.strings, perr = gPerr[g], sim = gSim[g];
  clear();
  detail.appendChild(el("h2", null, gId[g]));
  detail.appendChild(el("p", "meta", runs[gRun[g]].name + " · " + DICT.protocol[gProt[g]] + " · " + DICT.model[gModel[g]] + (sim ? " · simulated" : "")));
  if (perr !== null) detail.appendChild(el("p", "perr", "parse error: " + perr));
  var calls = t.job !== null ? d.jobs[t.job] || [] : [];
  detail.appendChild(el("h3", null, calls.length ? "Dialogue (" + calls.length + " call" + (calls.length === 1 ? "" : "s") + " of job " + t.job + ")" : "Dialogue"));
  if (!calls.length) detail.appendChild(el("p", "hint", "No journaled call matches this trial (calls.jsonl missing, or written by another tool). The record's raw reply is below."));
  var own = null, seen = {};
  calls.forEach(function (c) {
    var sec = el("section", "call" + (c.key === t.own_call ? " own" : ""));
    sec.appendChild(el("h4", null, c.key + (c.key === t.own_call ? "  ← this trial" : "")));
    if (c.messages) {
      if (c.params && Object.keys(c.params).length) sec.appendChild(el("p", "params", Object.keys(c.params).map(function (k) { return k + "=" + JSON.stringify(c.params[k]); }).join("  ")));
      // a multi-round request repeats the dialogue so far: its leading messages already shown in an earlier call fold into one line
      var lead = 0;
      while (lead < c.messages.length && seen[c.messages[lead][0] + "\u0000" + c.messages[lead][1]]) lead++;
      if (lead > 1 && lead < c.messages.length) {
        var fold = el("details", "earlier");
        fold.appendChild(el("summary", null, lead + " earlier messages, as shown above"));
        var rest = c.messages.slice(0, lead);
        fold.addEventListener("toggle", function () { if (fold.open && fold.childNodes.length === 1) rest.forEach(function (m) { fold.appendChild(message(m, S)); }); });
        sec.appendChild(fold);
      } else lead = 0;
      c.messages.forEach(function (m, i) {
        seen[m[0] + "\u0000" + m[1]] = 1;
        if (i >= lead) sec.appendChild(message(m, S));
      });
    } else sec.appendChild(el("p", "hint", "request not stored in this journal (written before calls.jsonl kept requests, or by a run that kept only the messages_sha256)"));
    var rep = el("div", "msg reply");
    rep.appendChild(el("span", "role", "reply"));
    rep.appendChild(el("pre", null, S[c.reply]));
    sec.appendChild(rep);
    var m = c.meta || {};
    var bits = [];
    ["finish_reason", "latency_ms", "cached", "simulated", "seed", "logprob_tokens", "truncated", "refusal"].forEach(function (k) { if (m[k] !== undefined && m[k] !== null) bits.push(k + "=" + m[k]); });
    if (m.usage) bits.push("tokens=" + m.usage.prompt_tokens + "+" + m.usage.completion_tokens);
    sec.appendChild(el("p", "params", bits.join("  ")));
    detail.appendChild(sec);
    if (c.key === t.own_call) own = sec;
  });
  detail.appendChild(el("h3", null, "Record"));
  detail.appendChild(kv(t.record));
  detail.scrollTop = own ? own.offsetTop - 8 : 0;
}

if (one) {
  src.facets.forEach(addFacets);
  src.details.forEach(addDetail);
  refreshOptions();
  filter();
} else {
  filter();
  var next = 0;
  var pump = function () {
    if (next >= runs.length) return;
    var r = next++;
    load(src.dir + "/run-" + r + ".js", function () { count.textContent += " · could not read " + src.dir + "/run-" + r + ".js"; pump(); });
  };
  var prev = api.add;
  api.add = function (o) { prev(o); if (o && o.kind === "facets") pump(); };
  pump();
  pump();
}
})();`;
