/// The prototype's page: one self-contained HTML file (no network, no outside script) that
/// plays the frames beside it on a canvas scaled to fit the window with the phone's aspect (at
/// a 393 × 852 CSS-px window, one frame pixel per device pixel at the export scale).
///
/// States, exposed as `window.pickupState` for tests and debugging:
/// `loading` → `status` (t 0 → dismiss) → `ready` (waits; a tap or a downward swipe on the
/// sheet goes on) → `reveal` (→ the end) → `pickup`; on the Pickup screen the wallet button runs
/// `wallet` → `wallet-added` (hold) → `wallet-out` → `pickup`, and X restarts from `status`.
/// The flow starts once the frames up to Ready are in; the rest loads while it plays, and a tap
/// that needs them before they are in shows `waiting` until they are.
/// `error` if a frame cannot be loaded; `review` in review mode (`?review` or V: a scrubber over
/// every frame with the comps marked, play/pause, 0.25×/1×, ← → steps; `window.pickupReview`
/// holds its frame, time, playing and speed). Under `prefers-reduced-motion: reduce` (or with
/// the manifest's `reduced.always`) it plays Reduce Motion's sequence: its dissolves are drawn
/// from two frames each (`PrototypeReduced`), and the sheet does not follow a drag. `window.pickupHistory` lists each state with its start. Space pauses the clock (`window.pickupPause(bool)`),
/// R restarts.
enum PrototypePage {
    static func html(_ m: PrototypeManifest) -> String {
        template.replacingOccurrences(of: "/*MANIFEST*/null", with: m.json)
            .replacingOccurrences(of: "/*BACKGROUND*/", with: m.background)
            .replacingOccurrences(of: "/*MESSAGE*/", with: m.message)
    }

    // A raw string: the script's backslashes and `${…}` stay as written.
    //
    // Colours: what stands for the app — the screen's ground and the words on it while frames
    // load — is the tokens' (/*BACKGROUND*/, /*MESSAGE*/: the manifest's `background` and
    // `message`). The rest is the viewer's, not the app's, and stays the same whatever the tokens
    // say: the window around the screen (#1c1c1e) and review mode's bar (#2c2c2e, #3a3a3c,
    // #f2f2f7, #0a84ff pressed, #ffd60a comp marks) are iOS's dark system colours, so the tool
    // stands back from any design put in it and keeps its contrast when the tokens change.
    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pickup — prototype</title>
<style>
  html, body { margin: 0; height: 100%; background: #1c1c1e; }
  body { display: flex; }
  /* The screen itself: no device frame, no status bar. margin:auto centres it and still lets a
     small window scroll to every edge. */
  #screen { position: relative; margin: auto; flex: none; width: 393px; height: 852px; overflow: hidden;
            background: /*BACKGROUND*/; touch-action: none; user-select: none; -webkit-user-select: none; }
  #screen canvas { display: block; width: 100%; height: 100%; }
  #message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
             padding: 32px; box-sizing: border-box; text-align: center; color: /*MESSAGE*/;
             font: 15px/1.4 -apple-system, "Inter", system-ui, sans-serif; }
  #screen[data-state="loading"] canvas, #screen[data-state="error"] canvas { visibility: hidden; }
  #screen:not([data-state="loading"]):not([data-state="error"]) #message { display: none; }
  /* Review mode (?review or V): a bar at the bottom of the window. */
  #review { position: fixed; left: 0; right: 0; bottom: 0; height: 56px; box-sizing: border-box; padding: 0 12px;
            display: flex; align-items: center; gap: 8px; background: #2c2c2e; color: #f2f2f7;
            font: 13px/1 -apple-system, "Inter", system-ui, sans-serif; }
  #review[hidden] { display: none; }
  #review button { font: inherit; color: inherit; background: #3a3a3c; border: 0; border-radius: 6px; padding: 6px 9px; }
  #review button[aria-pressed="true"] { background: #0a84ff; }
  #rv-track { position: relative; flex: 1; height: 36px; }
  #rv-scrub { position: absolute; left: 0; right: 0; top: 4px; width: 100%; margin: 0; }
  #rv-marks { position: absolute; left: 8px; right: 8px; top: 24px; height: 12px; }
  #rv-marks button { position: absolute; width: 3px; height: 12px; padding: 0; margin-left: -1px; border-radius: 1px; background: #ffd60a; }
  #rv-time { min-width: 15em; font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<div id="screen" data-state="loading" role="img" aria-label="Pickup app prototype">
  <canvas></canvas>
  <div id="message">Loading frames…</div>
</div>
<div id="review" hidden>
  <button id="rv-play" type="button">Play</button>
  <button type="button" data-speed="0.25">0.25×</button>
  <button type="button" data-speed="1" aria-pressed="true">1×</button>
  <div id="rv-track"><input id="rv-scrub" type="range" min="0" max="0" step="1" value="0" aria-label="Frame"><div id="rv-marks"></div></div>
  <output id="rv-time"></output>
</div>
<script>
"use strict";
(function () {
  const P = /*MANIFEST*/null;
  window.pickupManifest = P;
  const screen = document.getElementById("screen");
  // Review mode's state (see below); declared first, fit() reads it.
  const review = { on: false, frame: 0, time: 0, playing: false, speed: 1, from: 0, start: 0 };
  window.pickupReview = review;
  const canvas = screen.querySelector("canvas");
  const message = document.getElementById("message");
  canvas.width = P.pixels.width; canvas.height = P.pixels.height;
  // The screen fills the window's height or width, whichever comes first, keeping the
  // phone's aspect (taps are mapped back to points through the drawn size).
  function fit() {
    const bar = review && review.on ? 56 : 0;
    const k = Math.min(window.innerWidth / P.canvas.width, (window.innerHeight - bar) / P.canvas.height) || 1;
    screen.style.width = P.canvas.width * k + "px"; screen.style.height = P.canvas.height * k + "px";
  }
  fit();
  window.addEventListener("resize", fit);
  const ctx = canvas.getContext("2d", { alpha: false });

  // Every state with when it began (performance.now(), ms): what a test or a curious reader
  // checks the timing against.
  window.pickupHistory = [];
  function setState(s) {
    window.pickupState = s; screen.dataset.state = s;
    window.pickupHistory.push({ state: s, at: performance.now(), loaded: window.pickupLoaded ? window.pickupLoaded.done : 0 });
  }
  setState("loading");

  // ---- frames ------------------------------------------------------------------------------
  const name = n => String(n).padStart(4, "0") + "." + P.ext;
  const files = new Map();               // "frames/0012.webp" → { img, patch } once decoded
  const need = [...new Set(P.frames)].map(n => "frames/" + name(n));
  for (let k = 1; k <= P.walletFrames; k++) need.push("wallet/" + name(k));
  // A patch holds only the box of its picture that differs from its base (whole, or a patch
  // itself): drawn over the base at its offset, 1:1, it gives the whole picture exactly.
  const entry = src => files.get(src);
  // Reduce Motion: the browser's prefers-reduced-motion (followed as it changes), or always
  // (a prototype made with --context motion=reduced). A frame of a dissolve is two frames,
  // the second drawn over the first at its alpha.
  const motionQuery = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  let reduced = P.reduced.always || !!(motionQuery && motionQuery.matches);
  const blends = new Map();
  function reducedFrame(i) {
    const b = P.reduced.blends[i], from = entry("frames/" + name(P.reduced.frames[i]));
    if (!b) return from;
    if (!blends.has(i)) blends.set(i, { blend: { from, to: entry("frames/" + name(b.to)), alpha: b.alpha } });
    return blends.get(i);
  }
  const main = i => reduced ? reducedFrame(i) : entry("frames/" + name(P.frames[i]));
  window.pickupReducedMotion = () => reduced;
  // A change in the system setting takes effect from the next thing played (a restart, a tap).
  if (motionQuery && motionQuery.addEventListener) motionQuery.addEventListener("change", e => { reduced = P.reduced.always || e.matches; });
  const range = (a, b) => { const out = []; for (let i = a; i <= b; i++) out.push(main(i)); return out; };

  // Decodes the frames in the order they play, a few at a time (all at once would hold every
  // encoded file in flight). The flow starts as soon as its first part — 0 to Ready, with the
  // frames its patches are drawn over — is in (`first`); the rest keeps loading while it plays,
  // and what needs it (the reveal, a drag, the wallet, review mode) waits for `all`. A frame
  // that fails stops the page with a message, not a blank.
  const withBases = src => { const out = [src]; for (let p = P.patches[src]; p; p = P.patches[p.base]) out.push(p.base); return out; };
  const firstNeed = new Set();
  for (let i = 0; i <= P.readyFrame; i++) for (const f of withBases("frames/" + name(P.frames[i]))) firstNeed.add(f);
  let allLoaded = false;
  function preload() {
    let next = 0, done = 0, firstLeft = firstNeed.size, resolveFirst, resolveAll, rejectAll;
    const first = new Promise(r => { resolveFirst = r; });
    const all = new Promise((r, j) => { resolveAll = r; rejectAll = j; });
    function one() {
      if (next >= need.length) return;
      const src = need[next++], img = new Image();
      img.src = src;
      img.decode().then(() => {
        files.set(src, { src, img, patch: P.patches[src] || null }); done++;
        window.pickupLoaded = { done, total: need.length };
        message.textContent = "Loading frames… " + done + " / " + need.length;
        if (firstNeed.has(src) && --firstLeft === 0) resolveFirst();
        if (done === need.length) { allLoaded = true; resolveAll(); } else one();
      }, () => rejectAll(src));
    }
    for (let k = 0; k < 6; k++) one();
    return { first: Promise.race([first, all]), all };
  }
  const loading = preload();
  // Runs `f` now if every frame is in, else once they are (a tap on the sheet while the reveal
  // is still loading plays it when it can).
  const whenLoaded = f => { if (allLoaded) f(); else loading.all.then(f, () => {}); };

  // ---- the clock: requestAnimationFrame's timestamps, minus time spent paused ----------------
  let clock = 0, last = null, paused = false, anim = null, shown = null;
  // A dissolve's second picture is put together off screen, then drawn over the first at once.
  const under = document.createElement("canvas");
  under.width = canvas.width; under.height = canvas.height;
  const underCtx = under.getContext("2d", { alpha: false });
  function paint(e, c) {
    c = c || ctx;
    if (e.blend) {
      paint(e.blend.from, c); paint(e.blend.to, underCtx);
      c.globalAlpha = e.blend.alpha; c.drawImage(under, 0, 0); c.globalAlpha = 1;
    } else if (e.patch) { paint(entry(e.patch.base), c); c.drawImage(e.img, e.patch.x, e.patch.y); }
    else c.drawImage(e.img, 0, 0);
  }
  function draw(e, label) {
    if (e !== shown) { paint(e); shown = e; }
    window.pickupFrame = label;
  }
  // Plays `imgs` from the next tick, image i at i / fps; frames the clock has passed are
  // dropped, never slowed down. Holds the last for `holdMs`, then calls `then`.
  function play(imgs, labels, then, holdMs) {
    anim = { imgs, labels, then, hold: holdMs || 0, start: null };
    draw(imgs[0], labels[0]);
  }
  function tick(now) {
    if (last !== null && !paused) clock += now - last;
    last = now;
    if (review.on && review.playing) {
      const i = review.from + Math.floor((clock - review.start) * P.fps * review.speed / 1000 + 1e-6);
      if (i >= P.endFrame) { showReview(P.endFrame); setPlaying(false); } else showReview(i);
    }
    if (anim) {
      const a = anim;
      if (a.start === null) a.start = clock;
      const elapsed = clock - a.start;
      const i = Math.min(a.imgs.length - 1, Math.floor(elapsed * P.fps / 1000 + 1e-6));
      draw(a.imgs[i], a.labels[i]);
      if (elapsed >= (a.imgs.length - 1) * 1000 / P.fps + a.hold && anim === a) { anim = null; a.then(); }
    }
    requestAnimationFrame(tick);
  }
  const seqLabels = (a, b) => { const out = []; for (let i = a; i <= b; i++) out.push("frame " + i); return out; };

  // ---- the flow ------------------------------------------------------------------------------
  function restart() {
    setState("status");
    play(range(0, P.readyFrame), seqLabels(0, P.readyFrame), () => setState("ready"));
  }
  function dismiss(from) {
    if (!allLoaded) { setState("waiting"); return whenLoaded(() => { if (window.pickupState === "waiting") dismiss(from); }); }
    const a = from === undefined ? P.readyFrame : from;
    setState("reveal");
    play(range(a, P.endFrame), seqLabels(a, P.endFrame), () => setState("pickup"));
  }
  // The sheet under the finger: the frame of the dismissal whose sheet is as far down as the
  // finger has moved (the buttons morph with it, as they do with the sheet).
  function dragFrame(dy) {
    const p = Math.max(0, dy) / P.sheetTravel;
    let k = 0;
    while (k + 1 < P.sheetDown.length && P.sheetDown[k + 1] <= p) k++;
    return P.readyFrame + k;
  }
  // Let go short of dismissing: the sheet goes back up the way it came.
  function settleBack(from) {
    setState("settling");
    const imgs = [], labels = [];
    for (let i = from; i >= P.readyFrame; i--) { imgs.push(main(i)); labels.push("frame " + i); }
    play(imgs, labels, () => setState("ready"));
  }
  function addToWallet() {
    const imgs = [main(P.endFrame)], labels = ["frame " + P.endFrame];
    for (let k = 1; k <= P.walletFrames; k++) { imgs.push(entry("wallet/" + name(k))); labels.push("wallet " + k); }
    setState("wallet");
    play(imgs, labels, () => {
      setState("wallet-added");
      play([imgs[imgs.length - 1]], [labels[labels.length - 1]], () => {
        setState("wallet-out");
        play(imgs.slice().reverse(), labels.slice().reverse(), () => setState("pickup"));
      }, P.walletHoldMs);
    });
  }

  // ---- review mode: every frame of 0 … end on a scrubber, the comps marked ------------------
  // ?review or V. Play/pause (Space), 0.25× or 1×, ← → one frame (Shift: ten); the flow's
  // taps are off. V again leaves it and restarts the flow.
  const bar = document.getElementById("review"), scrub = document.getElementById("rv-scrub");
  const playButton = document.getElementById("rv-play"), timeLabel = document.getElementById("rv-time");
  scrub.max = P.endFrame;
  const marks = document.getElementById("rv-marks");
  for (const c of reduced ? P.reduced.comps : P.comps) {
    const f = Math.min(P.endFrame, Math.round(c.time * P.fps)), b = document.createElement("button");
    b.type = "button"; b.title = c.name + " · " + c.time.toFixed(2) + " s"; b.dataset.comp = c.name;
    b.style.left = (100 * f / P.endFrame) + "%";
    b.addEventListener("click", () => { setPlaying(false); showReview(f); });
    marks.appendChild(b);
  }
  function showReview(i) {
    i = Math.max(0, Math.min(P.endFrame, i));
    review.frame = i; review.time = i / P.fps;
    draw(main(i), "frame " + i);
    scrub.value = String(i);
    const here = (reduced ? P.reduced.comps : P.comps).filter(c => Math.round(c.time * P.fps) === i).map(c => c.name);
    timeLabel.textContent = "frame " + i + " · " + review.time.toFixed(3) + " s" + (here.length ? " · " + here.join(", ") : "");
  }
  function setPlaying(on) {
    if (on && review.frame >= P.endFrame) showReview(0);
    review.playing = on; review.from = review.frame; review.start = clock;
    playButton.textContent = on ? "Pause" : "Play";
  }
  function setSpeed(v) {
    const playing = review.playing;
    review.speed = v;
    if (playing) setPlaying(true);
    for (const b of bar.querySelectorAll("button[data-speed]")) b.setAttribute("aria-pressed", String(+b.dataset.speed === v));
  }
  function setReview(on) {
    review.on = on; bar.hidden = !on; fit();
    if (on) { anim = null; paused = false; setState("review"); setPlaying(false); showReview(review.frame); }
    else { review.playing = false; restart(); }
  }
  playButton.addEventListener("click", () => setPlaying(!review.playing));
  for (const b of bar.querySelectorAll("button[data-speed]")) b.addEventListener("click", () => setSpeed(+b.dataset.speed));
  scrub.addEventListener("input", () => { setPlaying(false); showReview(+scrub.value); });
  window.pickupSetReview = setReview;

  // ---- pointer input: a tap or a downward swipe, in canvas points --------------------------
  const TAP_SLOP = 10, SWIPE = 40;       // points: iOS's tap slop; a deliberate drag
  const inside = (p, r) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
  function point(e) {
    const r = screen.getBoundingClientRect();
    return { x: (e.clientX - r.left) * P.canvas.width / r.width, y: (e.clientY - r.top) * P.canvas.height / r.height };
  }
  // A drag on the ready sheet: it follows the finger, then dismisses past a third of its travel
  // or on a downward flick (> 500 pt/s over the last 100 ms), else goes back.
  const DISMISS_SHARE = 1 / 3, FLICK = 500;
  let down = null, drag = null;
  screen.addEventListener("pointerdown", e => {
    if (review.on) return;
    down = point(e);
    // Under Reduce Motion the sheet does not follow the finger: a tap or a swipe dissolves it.
    drag = !reduced && window.pickupState === "ready" && allLoaded && inside(down, P.sheet) ? { frame: P.readyFrame, samples: [{ y: down.y, t: e.timeStamp }] } : null;
    try { screen.setPointerCapture(e.pointerId); } catch (_) {}
  });
  screen.addEventListener("pointermove", e => {
    if (!down || !drag) return;
    const b = point(e);
    if (window.pickupState === "ready" && Math.hypot(b.x - down.x, b.y - down.y) < TAP_SLOP) return;
    if (window.pickupState === "ready") setState("dragging");
    if (window.pickupState !== "dragging") return;
    drag.samples.push({ y: b.y, t: e.timeStamp });
    drag.frame = dragFrame(b.y - down.y);
    draw(main(drag.frame), "frame " + drag.frame);
  });
  screen.addEventListener("pointercancel", () => {
    if (drag && window.pickupState === "dragging") settleBack(drag.frame);
    down = null; drag = null;
  });
  screen.addEventListener("pointerup", e => {
    if (!down) return;
    const a = down, b = point(e); down = null;
    const dx = b.x - a.x, dy = b.y - a.y;
    const tap = Math.hypot(dx, dy) < TAP_SLOP, swipeDown = dy > SWIPE && dy > Math.abs(dx);
    const s = window.pickupState;
    if (s === "dragging" && drag) {
      const g = drag; drag = null;
      const first = g.samples.filter(q => e.timeStamp - q.t <= 100)[0];
      const dt = first ? (e.timeStamp - first.t) / 1000 : 0, velocity = dt > 0 ? (b.y - first.y) / dt : 0;
      if (dy >= DISMISS_SHARE * P.sheetTravel || (velocity > FLICK && dy > 0)) return dismiss(g.frame);
      return settleBack(g.frame);
    }
    drag = null;
    if (s === "ready" && inside(a, P.sheet) && (tap || swipeDown)) return dismiss();
    // The Pickup screen answers as soon as it is there, not only once the sequence has run out.
    const f = String(window.pickupFrame || "").startsWith("frame ") ? +window.pickupFrame.slice(6) : -1;
    const shown = s === "pickup" || (s === "reveal" && f >= P.pickupFrame);
    const still = s === "pickup" || (s === "reveal" && f >= P.stillFrame);
    if (!tap) return;
    // X: on the Pickup screen, whatever the wallet button is doing. Before that screen the same
    // circle is the back chevron, which does nothing.
    const on = r => inside(a, r) && inside(b, r);
    if (on(P.close) && (shown || s.startsWith("wallet"))) return restart();
    if (on(P.wallet) && still && allLoaded) return addToWallet();
  });
  window.addEventListener("keydown", e => {
    if (window.pickupState === "loading" || window.pickupState === "error") return;
    if (e.key === "v" || e.key === "V") return whenLoaded(() => setReview(!review.on));
    if (review.on) {
      const step = e.shiftKey ? 10 : 1;
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        setPlaying(false); showReview(review.frame + (e.key === "ArrowRight" ? step : -step)); e.preventDefault();
      } else if (e.key === " ") { setPlaying(!review.playing); e.preventDefault(); }
      else if (e.key === "r" || e.key === "R") { setPlaying(false); showReview(0); }
      return;
    }
    if (e.key === " ") { paused = !paused; e.preventDefault(); }
    if (e.key === "r" || e.key === "R") restart();
  });
  window.pickupPause = on => { paused = !!on; };

  const startInReview = new URLSearchParams(location.search).has("review");
  const failed = src => {
    anim = null; setState("error");
    message.textContent = "Could not load " + src + ". Open index.html from the folder pickup prototype wrote: frames/ and wallet/ must sit beside it.";
  };
  (startInReview ? loading.all : loading.first).then(() => {
    if (startInReview) setReview(true); else restart();
    requestAnimationFrame(tick);
  }, failed);
  loading.all.catch(failed);
})();
</script>
</body>
</html>
"""#
}
