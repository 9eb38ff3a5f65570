// The judge's page: a composer that writes the scenario YAML (through the server, in the CLI's format),
// and a ruling fetched as server-rendered HTML. No build step; every text set with textContent.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const app = $("app");
  const CH = JSON.parse(app.dataset.choices);
  const TRANSLIT = {а:"a",б:"b",в:"v",г:"g",д:"d",е:"e",ё:"e",ж:"zh",з:"z",и:"i",й:"i",к:"k",л:"l",м:"m",н:"n",
    о:"o",п:"p",р:"r",с:"s",т:"t",у:"u",ф:"f",х:"h",ц:"c",ч:"ch",ш:"sh",щ:"sch",ъ:"",ы:"y",ь:"",э:"e",ю:"yu",я:"ya"};
  // what a question of each kind holds besides its kind and text (docs/scenarios.md and the docs it links)
  const TEMPLATES = {
    attack: "attack: {kind: strike, source: A, target: B, tier: medium}\nmodifiers: []\n",
    sequence: "events:\n  - declare: e1\n    action: {kind: wound, source: A, target: B, param: 1}\n  - pass: first\n  - pass: second\n",
    chain: "initial: {kind: enter, source: A, target: A}\n",
    property: "card: A\nproperty: element\n",
    cost: "card: A\n",
  };
  const meta = {};          // card name → {text, features:[{id,text}], origin}
  let state = JSON.parse(app.dataset.initial || "null") || emptyState();
  let placing = null;       // index of the card being put on the board
  let composeTimer = null;
  let epoch = 0;            // bumped whenever the YAML is set by hand, so a late composer answer cannot overwrite it

  function emptyState() {
    return {title: "", edition: "classic", active: "first", turn: 1, kind: "legal", question_text: "",
      action: {kind: "accumulate_token"}, step: "declaration", question_yaml: "", cards: [], extra: {}};
  }
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v; else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids) if (k) e.append(k);
    return e;
  }
  function options(select, pairs, value, empty) {
    select.replaceChildren();
    if (empty !== undefined) select.append(el("option", {value: "", text: empty}));
    for (const [v, label] of pairs) select.append(el("option", {value: v, text: label === v ? v : `${label} (${v})`}));
    select.value = value ?? "";
  }
  function slug(name) {
    const s = [...name.toLowerCase()].map((c) => TRANSLIT[c] ?? (/[a-z0-9]/.test(c) ? c : "-")).join("")
      .replace(/-+/g, "-").replace(/^-|-$/g, "") || "card";
    let id = s, n = 2;
    while (state.cards.some((c) => c.id === id)) id = `${s}-${n++}`;
    return id;
  }
  async function json(url, opts) {
    const r = await fetch(url, opts);
    return r.json();
  }
  // a name both built in and, with other text, in the base is offered twice: the card picked keeps its `from`
  function metaOf(c) { return (c.from && meta[`${c.from}:${c.name}`]) || meta[c.name]; }
  async function cardMeta(name, inline) {
    if (inline) {
      meta[name] = {text: inline.text || "", origin: "inline",
        features: (inline.features || []).map((f) => ({id: f.id, text: f.text || ""}))};
      return meta[name];
    }
    if (meta[name]) return meta[name];
    const list = await json(`/api/cards?edition=${encodeURIComponent(state.edition)}&q=${encodeURIComponent(name)}`);
    const hit = list.find((c) => c.name.toLowerCase() === name.toLowerCase());
    meta[name] = hit || {text: "", features: [], origin: "none"};
    return meta[name];
  }

  // ---- composer → YAML
  function changed() {
    clearTimeout(composeTimer);
    composeTimer = setTimeout(() => { composeTimer = null; compose(); }, 250);
  }
  async function compose() {
    const mine = ++epoch;
    const r = await json("/api/compose", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify(state)});
    if (mine !== epoch) return false;
    const err = $("compose-error");
    if (r.ok) { $("yaml").value = r.yaml; err.hidden = true; updateDownload(); }
    else { err.textContent = r.error; err.hidden = false; }
    return r.ok;
  }
  function updateDownload() {
    const blob = new Blob([$("yaml").value], {type: "text/yaml"});
    const a = $("download");
    if (a.href.startsWith("blob:")) URL.revokeObjectURL(a.href);
    a.href = URL.createObjectURL(blob);
  }

  // ---- rendering the composer
  function renderAll() {
    $("title").value = state.title || "";
    $("edition").value = state.edition || "classic";
    options($("active"), CH.players, state.active || "first");
    $("turn").value = state.turn || 1;
    options($("kind"), CH.kinds, state.kind || "legal");
    $("question-text").value = state.question_text || "";
    $("question-yaml").value = state.question_yaml || "";
    options($("action-kind"), CH.actions, (state.action || {}).kind || "");
    options($("step"), CH.steps, state.step || "declaration");
    options($("action-x-from"), CH.x_from, (state.action || {}).x_from || "", "—");
    renderCards(); renderBoard(); renderQuestion();
  }
  function renderQuestion() {
    const legal = (state.kind || "legal") === "legal";
    $("legal-action").hidden = !legal;
    $("other-question").hidden = legal;
    const ids = state.cards.map((c) => [c.id, `${c.id} — ${c.name}`]);
    const a = state.action || {};
    options($("action-source"), ids, a.source || "", "—");
    options($("action-target"), ids, a.target || "", "—");
    $("action-param").value = a.param ?? "";
    $("action-x").value = a.x ?? "";
  }
  function num(v) { return v === "" ? null : Number(v); }
  function field(label, input) { return el("label", {}, label, input); }
  function renderCards() {
    const box = $("cards");
    box.replaceChildren();
    state.cards.forEach((c, i) => {
      const m = metaOf(c) || {text: "", features: []};
      const upd = (k, conv) => (ev) => { c[k] = conv ? conv(ev.target) : ev.target.value; changed(); if (k === "id") renderQuestion(); };
      const sel = (k, pairs) => { const s = el("select", {onchange: upd(k)}); options(s, pairs, c[k]); return s; };
      const int = (k, min) => el("input", {type: "number", min: min ?? 0, value: c[k] ?? 0, onchange: upd(k, (t) => num(t.value) ?? 0)});
      const chk = (k, dflt) => el("input", {type: "checkbox", checked: (c[k] ?? dflt) ? true : null, onchange: upd(k, (t) => t.checked)});
      const cell = c.cell ? `ряд ${c.cell[0]}, колонка ${c.cell[1]}` : "не на поле";
      const fs = el("fieldset", {class: "card", "data-card": c.id},
        el("legend", {}, el("b", {text: c.name}), " ", el("span", {class: "origin", text: m.origin === "base" ? "из базы" : ""})),
        el("p", {class: "card-text", text: m.text || (c.inline ? "(карта задана в сценарии)" : "")}),
        el("div", {class: "row"},
          field("id", el("input", {type: "text", value: c.id, class: "card-id", pattern: "[A-Za-z0-9_-]+", onchange: upd("id")})),
          field("Чья", sel("controller", CH.players)), field("Зона", sel("zone", CH.zones))),
        el("div", {class: "row"}, field("Открыта", chk("open", true)), field("Вскрыта", chk("revealed", true)),
          field("Защитник", chk("is_defender", false)),
          field("Защита от заклинаний", el("input", {type: "checkbox", class: "protection-spells",
            checked: (c.protections || []).includes("spells") ? true : null,
            onchange: (ev) => {
              const rest = (c.protections || []).filter((p) => p !== "spells");
              c.protections = ev.target.checked ? [...rest, "spells"] : rest; changed();
            }}))),
        el("div", {class: "row"}, field("Раны", int("wounds")), field("Фишки", int("tokens")),
          field("Вошла в игру (метка)", int("entered")), field("Защищала за ход", int("defended_this_turn"))),
        el("div", {class: "row"}, el("span", {class: "cell", text: cell}),
          el("button", {type: "button", class: "place", text: "на поле", onclick: () => { placing = i; renderBoard(); }}),
          c.cell ? el("button", {type: "button", text: "убрать с поля", onclick: () => { c.cell = null; renderAll(); changed(); }}) : null,
          el("button", {type: "button", class: "remove", text: "удалить карту", onclick: () => { state.cards.splice(i, 1); renderAll(); changed(); }})),
        renderEffects(c));
      box.append(fs);
    });
  }
  function renderEffects(c) {
    c.effects = c.effects || [];
    const wrap = el("div", {class: "effects"}, el("h4", {text: "Эффекты на карте"}));
    c.effects.forEach((e, j) => {
      const src = el("select", {class: "effect-source", onchange: (ev) => { e.source = ev.target.value; e.feature = ""; renderCards(); changed(); }});
      options(src, state.cards.map((o) => [o.id, `${o.id} — ${o.name}`]), e.source, "—");
      const srcCard = state.cards.find((o) => o.id === e.source);
      const feats = srcCard ? (metaOf(srcCard) || {features: []}).features : [];
      const feat = el("select", {class: "effect-feature", onchange: (ev) => { e.feature = ev.target.value; changed(); }});
      options(feat, feats.map((f) => [f.id, `${f.id}: ${f.text}`]), e.feature, "—");
      const origin = el("select", {onchange: (ev) => { e.origin = ev.target.value; changed(); }});
      options(origin, CH.origins, e.origin || "acquired");
      const ts = el("input", {type: "number", min: 0, value: e.timestamp ?? 0, class: "effect-timestamp",
        onchange: (ev) => { e.timestamp = num(ev.target.value) ?? 0; changed(); }});
      wrap.append(el("div", {class: "row effect"}, field("От карты", src), field("Свойство", feat),
        field("Происхождение", origin), field("Метка времени", ts),
        el("button", {type: "button", text: "убрать", onclick: () => { c.effects.splice(j, 1); renderCards(); changed(); }})));
    });
    wrap.append(el("button", {type: "button", class: "add-effect", text: "+ эффект",
      onclick: () => { c.effects.push({source: "", feature: "", origin: "acquired", timestamp: 0}); renderCards(); }}));
    return wrap;
  }
  function renderBoard() {
    const b = $("board");
    b.replaceChildren();
    const unused = (CH.unused[state.kind] || {}).cell;
    $("board-hint").textContent = placing !== null ? `Куда поставить ${state.cards[placing].id}? Нажмите клетку.`
      : "Нажмите «на поле» у карты, затем клетку.";
    $("board-unused").textContent = unused ? `В вопросе этого вида поле не учитывается и в YAML не пишется: ${unused}.` : "";
    $("board-unused").hidden = !unused;
    b.classList.toggle("unused", !!unused);
    for (let r = 1; r <= 5; r++) for (let col = 1; col <= 6; col++) {
      const here = state.cards.filter((c) => c.cell && c.cell[0] === r && c.cell[1] === col);
      b.append(el("button", {type: "button", class: "cell" + (here.length ? " taken" : ""), "data-cell": `${r},${col}`,
        title: `колонка ${"ABCDE"[r - 1]}, линия ${col}`, text: here.map((c) => c.id).join(" ") || "·",
        onclick: () => {
          if (placing === null) return;
          state.cards[placing].cell = [r, col]; placing = null; renderAll(); changed();
        }}));
    }
  }

  // ---- card search
  let searchTimer = null, searchSeq = 0;
  $("card-search").addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(async () => {
      const q = $("card-search").value.trim();
      const ul = $("suggestions");
      const mine = ++searchSeq;      // an answer to an older query arriving late must not replace the list
      if (!q) { ul.replaceChildren(); return; }
      const list = await json(`/api/cards?edition=${encodeURIComponent(state.edition)}&q=${encodeURIComponent(q)}`);
      if (mine !== searchSeq) return;
      ul.replaceChildren();
      for (const c of list) {
        meta[c.name] = meta[c.name] || c;
        meta[`${c.origin}:${c.name}`] = c;
        ul.append(el("li", {role: "option", "data-name": c.name, onclick: () => addCard(c.name, c.origin)},
          el("b", {text: c.name}), el("span", {class: "origin", text: c.origin === "base" ? " из базы" : ""}),
          el("div", {class: "card-text", text: c.text})));
      }
    }, 150);
  });
  function addCard(name, origin) {
    state.cards.push({id: slug(name), name, from: origin, controller: "first", zone: "play", open: true, revealed: true,
      wounds: 0, tokens: 0, entered: state.cards.length, effects: []});
    $("card-search").value = ""; $("suggestions").replaceChildren();
    renderAll(); changed();
  }

  // ---- question and situation fields
  const bind = (id, k, conv) => $(id).addEventListener("change", (ev) => { state[k] = conv ? conv(ev.target.value) : ev.target.value; changed(); });
  bind("title", "title"); bind("active", "active"); bind("turn", "turn", (v) => num(v) ?? 1);
  bind("question-text", "question_text"); bind("question-yaml", "question_yaml"); bind("step", "step");
  $("edition").addEventListener("change", (ev) => { state.edition = ev.target.value; changed(); });
  $("kind").addEventListener("change", (ev) => {
    state.kind = ev.target.value;
    renderBoard();
    if (!(state.question_yaml || "").trim() && TEMPLATES[state.kind]) {
      const first = (state.cards[0] || {}).id || "A", second = (state.cards[1] || {}).id || first;
      state.question_yaml = TEMPLATES[state.kind].replaceAll("source: A", `source: ${first}`)
        .replaceAll("target: A", `target: ${first}`).replaceAll("card: A", `card: ${first}`).replaceAll("target: B", `target: ${second}`);
      $("question-yaml").value = state.question_yaml;
    }
    renderQuestion(); changed();
  });
  const act = (id, k, conv) => $(id).addEventListener("change", (ev) => {
    state.action = state.action || {}; state.action[k] = conv ? conv(ev.target.value) : ev.target.value; changed(); });
  act("action-kind", "kind"); act("action-source", "source"); act("action-target", "target");
  act("action-param", "param", num); act("action-x", "x", num); act("action-x-from", "x_from");

  // ---- YAML: open, to the form, download, rule
  function byHand() { epoch++; clearTimeout(composeTimer); composeTimer = null; }
  $("yaml").addEventListener("input", () => { byHand(); updateDownload(); });
  $("upload").addEventListener("change", (ev) => {
    const f = ev.target.files[0];
    if (!f) return;
    const rd = new FileReader();
    rd.onload = () => { byHand(); $("yaml").value = rd.result; updateDownload(); toForm(); };
    rd.readAsText(f);
  });
  async function toForm() {
    byHand();
    const r = await json("/api/open", {method: "POST", body: $("yaml").value});
    const err = $("compose-error");
    if (!r.ok) { err.textContent = r.error; err.hidden = false; return; }
    err.hidden = true;
    state = r.state;
    await Promise.all(state.cards.map((c) => cardMeta(c.name, c.inline)));
    renderAll();
  }
  $("to-form").addEventListener("click", toForm);
  $("rule").addEventListener("click", async () => {
    if (composeTimer !== null) { clearTimeout(composeTimer); composeTimer = null; await compose(); }
    const res = $("result");
    res.setAttribute("aria-busy", "true");
    res.replaceChildren(el("p", {class: "busy", text: "Решаю…"}));
    const r = await fetch("/ruling", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({yaml: $("yaml").value, edition: $("rule-edition").value})});
    if (r.headers.get("content-type").startsWith("application/json")) {
      const j = await r.json();
      res.replaceChildren(el("p", {class: "error", id: "error", text: j.error}));
    } else {
      res.innerHTML = await r.text();       // server-rendered, every value escaped by the template
      const link = $("permalink");
      if (link) history.replaceState(null, "", link.getAttribute("href"));
    }
    res.removeAttribute("aria-busy");
    const done = document.querySelector("#answer");
    done.scrollIntoView({behavior: "smooth"});
  });

  // ---- rule texts on demand, copying the permalink
  document.addEventListener("click", async (ev) => {
    const b = ev.target.closest("button.rule");
    if (b) {
      const r = await json(`/api/rules/${encodeURIComponent(b.dataset.rule)}`);
      $("rule-text-id").textContent = r.ok ? r.id : b.dataset.rule;
      $("rule-text-title").textContent = r.ok ? r.title : r.error;
      $("rule-text-body").textContent = r.ok ? r.text_ru : "";
      $("rule-text").hidden = false;
      $("rule-text").scrollIntoView({behavior: "smooth", block: "nearest"});
      return;
    }
    const c = ev.target.closest("button.copy");
    if (c) {
      const a = $(c.dataset.copy);
      if (a && navigator.clipboard) navigator.clipboard.writeText(a.href);
    }
  });
  $("rule-text-close").addEventListener("click", () => { $("rule-text").hidden = true; });

  // ---- start
  (async () => {
    await Promise.all(state.cards.map((c) => cardMeta(c.name, c.inline)));
    renderAll();
    if (!$("yaml").value.trim()) await compose(); else updateDownload();
    if (app.dataset.edition) $("rule-edition").value = app.dataset.edition;
    app.dataset.ready = "true";
  })();
})();
