// Two players in two browser contexts sign up; for each game one creates it and invites the
// other, who accepts; they play by clicking what the board offers, each seeing the other's moves
// arrive live without reloading; the game ends (naturally, or by a resignation through the page)
// and its replay is stepped through. Any console error fails the test.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { JWT_SECRET, screenshot, seededRandom } from "./harness.mjs";
import {
  PASSWORD,
  server,
  browser,
  ada,
  grace,
  setUp,
  tearDown,
  assertFitsTheScreen,
  assertNoErrors,
  startGame,
  version,
  play,
  nextMover,
  clickAChoice,
  forgetErrors,
  resignThroughThePage,
  stepThroughReplay,
} from "./table.mjs";

before(setUp);
after(tearDown);

/** Each side's total and its categories, as the end screen shows them. */
async function breakdowns(player) {
  return player.page.$$eval(".result .list li", (items) => items.map((item) => ({
    total: Number(item.querySelector(".standing").textContent.trim().match(/(\d+)$/)[1]),
    parts: [...item.querySelectorAll(".breakdown div")].map((part) =>
      [part.querySelector("dt").textContent, Number(part.querySelector("dd").textContent)]),
  })));
}

test("Air, Land & Sea is played to its end, live, then replayed", async () => {
  await startGame("Air, Land & Sea");
  const moves = await play(seededRandom(1), { maxMoves: 400, label: "air-land-sea" });
  assert.ok(moves > 10, `only ${moves} moves`);
  await ada.page.waitForSelector("section.game[data-status=finished] .result");
  await grace.page.waitForSelector("section.game[data-status=finished] .result");
  await screenshot(ada, "air-land-sea-finished.png");
  await screenshot(grace, "air-land-sea-finished-phone.png");
  for (const { total, parts } of await breakdowns(ada)) {
    assert.deepEqual(parts.map(([category]) => category), ["Battles won", "Opponent withdrew"]);
    assert.equal(parts.reduce((sum, [, points]) => sum + points, 0), total);
  }
  await assertFitsTheScreen(grace);
  // "New game" on the end screen opens the lobby's form set to the same game.
  await grace.page.click("section.game a:text('New game')");
  await grace.page.waitForSelector("form.new-game");
  assert.equal(await grace.page.inputValue("select[name=game_type]"), "air-land-sea");
  await stepThroughReplay(ada, "air-land-sea");
});

test("Lost Seas is played to its end, live, then replayed", async () => {
  await startGame("Lost Seas");
  const moves = await play(seededRandom(2), { maxMoves: 200, label: "lost-seas" });
  // 2 players: 2 Expedition choices each, then 16 rounds of a take and a box each.
  assert.equal(moves, 68);
  await ada.page.waitForSelector("section.game[data-status=finished] .result");
  await grace.page.waitForSelector("section.game[data-status=finished] .result");
  await screenshot(ada, "lost-seas-finished.png");
  // The end screen breaks each score down: Lost Seas' rows and columns, adding up to the total.
  for (const { total, parts } of await breakdowns(ada)) {
    assert.deepEqual(parts.map(([category]) => category),
      ["Row 1", "Row 2", "Row 3", "Row 4", "Column 1", "Column 2", "Column 3", "Column 4"]);
    assert.equal(parts.reduce((sum, [, points]) => sum + points, 0), total);
  }
  // The standings name the players, never "seat 0".
  const standings = await ada.page.$$eval(".result .list li .standing", (items) => items.map((item) => item.textContent.trim()));
  assert.deepEqual(standings.map((line) => line.replace(/ · \d+$/, "")).sort(), ["ada", "grace"], String(standings));
  // Every Expedition's goal is read whole on the player's own map (none clipped), and told in
  // full on hover on every map.
  for (const player of [ada, grace]) {
    const goals = await player.page.$$eval(".map .expedition-text", (texts) => texts.map((text) => ({
      text: text.textContent,
      own: !text.closest(".map.small"),
      clipped: text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1,
      title: text.closest("g").querySelector("title")?.textContent ?? "",
    })));
    assert.equal(goals.filter((goal) => goal.own).length, 8, `${player.name}'s eight Expeditions`);
    assert.deepEqual(goals.filter((goal) => goal.own && goal.clipped), [], `${player.name}'s goals clipped`);
    for (const goal of goals) assert.match(goal.title, /^(Easy|Hard) Expedition: .+, \d+ VP; \d+ now$/);
  }
  await stepThroughReplay(grace, "lost-seas");
  // "Back to the lobby" on the end screen.
  await ada.page.click("section.game a:text('Back to the lobby')");
  await ada.page.waitForSelector(".game-card");
});

test("Land vs Sea is played for 30 moves, live, then resigned through the page and replayed", async () => {
  await startGame("Land vs Sea");
  const moves = await play(seededRandom(3), { maxMoves: 30, label: "land-vs-sea" });
  assert.equal(moves, 30);
  await screenshot(ada, "land-vs-sea-30-moves.png");
  await screenshot(grace, "land-vs-sea-30-moves-phone.png");
  // Every completed area the view lists is outlined on the board, with its size in words. Random
  // moves seldom close one early: play on for a while until the view lists one (most games do
  // within 40 more moves, not all; the game is far from its end either way).
  const gameId = ada.page.url().split("/games/")[1];
  const rng = seededRandom(31);
  for (let more = 0; more < 40; more++) {
    const { body: now } = await apiFrom(ada, "GET", `/api/v1/games/${gameId}`);
    if (now.view.completed_areas.length > 0 || now.status !== "active") break;
    await play(rng, { maxMoves: 1, label: "land-vs-sea-areas" });
  }
  const { body: game } = await apiFrom(ada, "GET", `/api/v1/games/${gameId}`);
  await ada.page.waitForSelector(`section.game[data-version="${game.version}"]`);
  const outlines = await ada.page.$$eval(".board .completed-area", (areas) =>
    areas.map((area) => ({ title: area.querySelector("title").textContent, spokes: area.querySelectorAll("polyline").length })));
  assert.equal(outlines.length, game.view.completed_areas.length, JSON.stringify(outlines));
  for (const [i, area] of game.view.completed_areas.entries()) {
    assert.match(outlines[i].title, new RegExp(`^Completed ${area.terrain} area: ${area.tiles} tiles`));
    assert.ok(outlines[i].spokes > 0);
  }
  console.log(`# ${outlines.length} completed areas outlined`);
  await screenshot(ada, "land-vs-sea-completed-area.png");
  // On the phone the grown map keeps its places 44 px across (it scrolls sideways instead).
  let places = [];
  for (let more = 0; more < 20 && places.length === 0; more++) {
    const tile = grace.page.locator(".board svg.held-tile [data-choice=pick]").first();
    if ((await nextMover()) === grace && (await tile.count()) > 0) {
      await tile.click();
      places = await grace.page.$$eval(".board svg.hexes [data-choice=target]", (targets) => targets.map((target) => {
        const box = target.getBoundingClientRect();
        return { place: target.getAttribute("aria-label"), across: Math.round(Math.min(box.width, box.height)) };
      }));
      await tile.click();
    } else {
      await play(rng, { maxMoves: 1, label: "land-vs-sea-areas" });
    }
  }
  assert.ok(places.length > 0, "grace had a tile to place");
  assert.deepEqual(places.filter(({ across }) => across < 44), [], "places on the phone's map");
  await assertFitsTheScreen(grace);
  await assertFitsTheScreen(grace);
  // The whole score table is seen, on the phone and on the desktop: no column cut off.
  for (const player of [ada, grace]) {
    const table = await player.page.$eval("table.scores", (scores) => ({
      columns: [...scores.querySelectorAll("thead th")].map((th) => th.textContent),
      rows: [...scores.querySelectorAll("tbody th")].map((th) => th.textContent),
      overflow: Math.round(scores.getBoundingClientRect().right - document.documentElement.clientWidth),
    }));
    // The sides are dealt: Land is either player.
    assert.ok(
      ["Land (ada),Sea (grace)", "Land (grace),Sea (ada)"].includes(String(table.columns)),
      `a column per side: ${table.columns}`,
    );
    assert.deepEqual(table.rows, ["Areas", "Bonus", "Waypoints", "Chains", "Trade", "Total"]);
    assert.ok(table.overflow <= 0, `${player.name}'s score table runs ${table.overflow}px past the screen`);
  }
  // A tile's words ("Again", "Caravan", ...) stay inside its hex (34 units from centre to corner,
  // 29 to the middle of an edge): one word a line.
  const lines = await ada.page.$$eval(".land-vs-sea .face-icon tspan", (drawn) =>
    drawn.map((line) => ({ text: line.textContent, width: Math.round(line.getComputedTextLength()) })));
  assert.deepEqual(lines.filter(({ text, width }) => text.includes(" ") || width > 50), [], "tile labels wider than their hex");
  await resignThroughThePage(grace);
  await ada.page.waitForSelector("section.game .result:has-text('resigned')");
  await stepThroughReplay(ada, "land-vs-sea");
});

test("Landfall is played for 30 moves, live, then resigned through the page and replayed", async () => {
  await startGame("Landfall");
  const moves = await play(seededRandom(4), { maxMoves: 30, label: "landfall" });
  assert.equal(moves, 30);
  await screenshot(ada, "landfall-30-moves.png");
  // Each volcano and oasis chip is filled with its owner's colour, outlined so that it stands
  // out on a tile of the same colour, and named with its owner in its hex's label.
  const pieces = await ada.page.$$eval(".landfall g.volcano, .landfall g.oasis", (drawn) =>
    drawn.map((piece) => {
      const style = getComputedStyle(piece.querySelector(".piece"));
      return {
        owner: piece.dataset.owner,
        fill: style.fill,
        outline: style.stroke,
        hex: piece.closest("[aria-label]")?.getAttribute("aria-label") ?? null,
      };
    }));
  // Tiles are placed next to one's volcano, so by now there are volcanoes on the island.
  assert.ok(pieces.length > 0, "pieces on the island");
  for (const piece of pieces) {
    assert.equal(piece.fill, { green: "rgb(92, 148, 13)", beige: "rgb(233, 216, 166)" }[piece.owner], JSON.stringify(piece));
    assert.equal(piece.outline, "rgb(31, 31, 31)");
    if (piece.hex) assert.match(piece.hex, new RegExp(`with a .*${piece.owner} (volcano|oasis chip)`));
  }
  // Each player's three formation cards are drawn as the shape they ask for, their rule told on
  // hover and to screen readers.
  const cards = await ada.page.$$eval(".landfall .player .formation", (found) => found.map((card) => ({
    formation: card.dataset.formation,
    shapes: card.querySelectorAll("svg rect, svg polygon").length,
    rule: card.getAttribute("title"),
    spoken: card.textContent,
  })));
  assert.deepEqual(cards.map((card) => card.formation), ["mountain", "valley", "plain", "mountain", "valley", "plain"]);
  for (const card of cards) {
    assert.ok(card.shapes >= 5, `${card.formation} is drawn: ${card.shapes} shapes`);
    assert.match(card.rule, /^Your volcano .+\.$/, card.formation);
    assert.ok(card.spoken.includes(card.rule), `${card.formation}'s rule is read out too`);
  }
  await resignThroughThePage(ada);
  await grace.page.waitForSelector("section.game .result:has-text('resigned')");
  await stepThroughReplay(grace, "landfall");
});

test("history lists the finished games and the profile their ratings", async () => {
  await ada.page.click("nav >> text=History");
  await ada.page.waitForSelector("table.history");
  assert.equal(await ada.page.locator("table.history tbody tr").count(), 4);
  await ada.page.click("nav >> text=ada");
  await ada.page.waitForSelector("table.ratings");
  for (const gameType of ["air-land-sea", "lost-seas", "land-vs-sea", "landfall"]) {
    assert.equal(await ada.page.locator(`table.ratings tr[data-game-type=${gameType}]`).count(), 1, gameType);
  }
  // Glicko-2 with its uncertainty: one game each, so every rating is still provisional.
  const shown = await ada.page.locator("table.ratings tr[data-game-type=air-land-sea] td.rating").textContent();
  assert.match(shown, /^\d{3,4}\? ± \d{2,3}$/, shown);
  // The leaderboards: one game each ranks nobody yet, and each game type has its own board.
  await ada.page.click("nav >> text=Leaders");
  await ada.page.waitForSelector("h2:text('Leaders: Air, Land & Sea')");
  await ada.page.waitForSelector("p.no-leaders");
  await ada.page.click("nav.tabs >> text=Lost Seas");
  await ada.page.waitForSelector("h2:text('Leaders: Lost Seas')");
  assert.equal(await ada.page.locator("nav.tabs a[aria-current=page]").textContent(), "Lost Seas");
  await screenshot(ada, "profile.png");
  await grace.page.click("nav >> text=Lobby");
  await grace.page.waitForSelector("h2:text('Open games')");
  await screenshot(grace, "lobby-phone.png");
  await assertFitsTheScreen(grace);
  assertNoErrors();
});

test("a stale move is refused in a player's words, and a new tab signs in and returns to the game", async () => {
  await startGame("Air, Land & Sea");
  const gameUrl = ada.page.url();
  const mover = await nextMover();
  // A second tab of the same player, whose live stream never delivers anything: it opens at
  // the game, is sent to sign in (sessionStorage is per tab), and comes back to the game.
  const stale = await mover.context.newPage();
  const staleErrors = [];
  stale.on("console", (message) => { if (message.type() === "error") staleErrors.push(message.text()); });
  await stale.route("**/stream?**", () => { /* hold the request: no events, no reconnection */ });
  await stale.goto(gameUrl);
  await stale.waitForSelector("h1:text('Sign in')");
  await stale.fill("input[name=username]", mover.name);
  await stale.fill("input[name=password]", PASSWORD);
  await stale.click("button:text('Sign in')");
  await stale.waitForSelector("section.game[data-my-turn=true]");
  assert.equal(stale.url(), gameUrl);
  const seen = Number(await stale.getAttribute("section.game", "data-version"));

  // The first tab moves; the second, not told, tries a move from the old version.
  await play(seededRandom(5), { maxMoves: 1, label: "stale" });
  const staleTab = { name: `${mover.name} (second tab)`, page: stale };
  for (let role = await clickAChoice(staleTab, seededRandom(6)); role === "pick";) {
    role = await clickAChoice(staleTab, seededRandom(7));
  }
  const refusal = await stale.waitForSelector(".error");
  // In a player's words: no problem code, no status line.
  const said = await refusal.textContent();
  assert.match(said, /Your opponent moved first; here is the new position\./);
  assert.doesNotMatch(said, /stale_version|409|\(/);
  // After the refusal the tab reads the game again.
  await stale.waitForSelector(`section.game[data-version="${seen + 1}"]`);
  assert.equal(staleErrors.length, 1);
  assert.match(staleErrors[0], /409/);
  await screenshot(staleTab, "stale-move-refused.png");
  await stale.close();
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("the pages reconnect to the live stream after a server restart", async () => {
  await startGame("Land vs Sea");
  await play(seededRandom(8), { maxMoves: 3, label: "restart" });
  // While it is down, each page says so in words, with no programmer text.
  await server.restart(1_000, async () => {
    for (const player of [ada, grace]) {
      const bar = await player.page.waitForSelector("p.reconnecting", { timeout: 15_000 });
      assert.match(await bar.textContent(), /reconnecting/);
      assert.doesNotMatch(await player.page.textContent("main"), /TypeError|Failed to fetch|ERR_/);
    }
  });
  // Once it is back the bar goes by itself.
  for (const player of [ada, grace]) await player.page.waitForSelector("p.reconnecting", { state: "detached", timeout: 30_000 });
  // While the server was down the browsers' reconnection attempts failed, as they should.
  for (const player of [ada, grace]) {
    forgetErrors(player, /ERR_CONNECTION_REFUSED|Failed to load resource/);
  }
  // Each move from here must reach the other player live again.
  assert.equal(await play(seededRandom(9), { maxMoves: 4, label: "restart" }), 4);
  for (const player of [ada, grace]) await player.page.waitForSelector(".live.live");
  await resignThroughThePage(grace);
  assertNoErrors();
});

test("a session the server no longer accepts sends the player to sign in, then back", async () => {
  const page = await ada.context.newPage();
  const errors = [];
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  await page.goto(`${server.base}/#/history`);
  await page.fill("input[name=username]", "ada");
  await page.fill("input[name=password]", PASSWORD);
  await page.click("button:text('Sign in')");
  await page.waitForSelector("table.history");
  // As if the token had expired: the page's next request is a 401.
  await page.evaluate(() => sessionStorage.setItem("shoreline.token", "expired"));
  await page.reload();
  await page.waitForSelector("h1:text('Sign in')");
  assert.match(decodeURIComponent(page.url()), /next=#\/history$/);
  await page.fill("input[name=username]", "ada");
  await page.fill("input[name=password]", PASSWORD);
  await page.click("button:text('Sign in')");
  await page.waitForSelector("table.history");
  assert.ok(errors.length > 0 && errors.every((e) => /401/.test(e)), errors.join("\n"));
  await page.close();
});

/** `token` (an access token of the server's) as it was a minute after it expired. */
function expiredCopy(token) {
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
  const now = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part({ ...claims, iat: now - 120, exp: now - 60 })}`;
  return `${unsigned}.${createHmac("sha256", JWT_SECRET).update(unsigned).digest("base64url")}`;
}

test("an expired access token is refreshed unseen, and signing out ends the session on the server", async () => {
  const page = await ada.context.newPage();
  const errors = [];
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  await page.goto(`${server.base}/#/history`);
  await page.fill("input[name=username]", "ada");
  await page.fill("input[name=password]", PASSWORD);
  await page.click("button:text('Sign in')");
  await page.waitForSelector("table.history");
  const stored = () => page.evaluate(() => ({
    token: sessionStorage.getItem("shoreline.token"),
    refresh: sessionStorage.getItem("shoreline.refresh"),
  }));
  const before = await stored();
  // The server now says the page's token has expired, while the page thinks it has minutes left:
  // it refreshes the session and sends the request again, and the player never notices.
  const expired = expiredCopy(before.token);
  await page.evaluate((token) => sessionStorage.setItem("shoreline.token", token), expired);
  await page.reload();
  await page.waitForSelector("table.history");
  const after = await stored();
  assert.notEqual(after.token, expired);
  assert.notEqual(after.refresh, before.refresh);
  // The browser logs the refused request(s), and nothing else.
  assert.ok(errors.length > 0 && errors.every((e) => /401/.test(e)), errors.join("\n"));

  // Signing out tells the server: the session's tokens are worth nothing from then on.
  await page.click("nav button:text('Sign out')");
  await page.waitForSelector("h1:text('Sign in')");
  let code;
  for (let tries = 0; tries < 50 && code !== "session_ended"; tries++) {
    if (tries > 0) await new Promise((r) => setTimeout(r, 100));
    const answer = await fetch(`${server.base}/api/v1/me`, {
      headers: { authorization: `Bearer ${after.token}` },
    });
    code = answer.ok ? "signed in" : (await answer.json()).code;
  }
  assert.equal(code, "session_ended");
  await page.close();
});

/** The history page once the server has answered it (signed in): its table, or that it is empty. */
const HISTORY_READ = ":is(table.history, p:text('No finished games yet.'))";

test("'Keep me signed in': a new tab and the reopened app are signed in, tabs sharing the session refresh it in turn, and signing out in one signs out all", async () => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(`${server.base}/`);
  await first.fill("input[name=username]", "ada");
  await first.fill("input[name=password]", PASSWORD);
  await first.getByLabel("Keep me signed in on this device").check();
  await first.click("button:text('Sign in')");
  await first.waitForSelector("h2:text('My games')");
  // The app is closed and opened again, in two tabs: no sign-in asked.
  await first.close();
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(`${server.base}/#/history`);
    await tab.waitForSelector(HISTORY_READ);
  }
  // Both tabs find the access token about to expire at the same moment: one refreshes, the
  // other takes the tokens it got (two exchanges of one refresh token would end the session
  // as stolen).
  let exchanges = 0;
  context.on("request", (request) => { if (request.url().endsWith("/api/v1/auth/refresh")) exchanges += 1; });
  const refreshBefore = await tabs[0].evaluate(() => localStorage.getItem("shoreline.refresh"));
  await tabs[0].evaluate(() => localStorage.setItem("shoreline.expires", "0"));
  await Promise.all(tabs.map((tab) => tab.reload()));
  for (const tab of tabs) await tab.waitForSelector(HISTORY_READ);
  const refreshAfter = await tabs[0].evaluate(() => localStorage.getItem("shoreline.refresh"));
  assert.notEqual(refreshAfter, refreshBefore, "refreshed");
  assert.equal(exchanges, 1, "one tab exchanged the refresh token, the other took the new one");
  const me = await fetch(`${server.base}/api/v1/me`, {
    headers: { authorization: `Bearer ${await tabs[1].evaluate(() => localStorage.getItem("shoreline.token"))}` },
  });
  assert.equal(me.status, 200, "the session lives on");
  // Signing out in one tab signs the other out too.
  await tabs[0].click("nav button:text('Sign out')");
  await tabs[0].waitForSelector("h1:text('Sign in')");
  await tabs[1].waitForSelector("h1:text('Sign in')");
  assert.equal(await tabs[1].evaluate(() => localStorage.getItem("shoreline.refresh")), null);
  await context.close();
});

test("a move can be made with the keyboard alone", async () => {
  await startGame("Landfall");
  const mover = await nextMover();
  const other = mover === ada ? grace : ada;
  const before = await version(mover);
  // Tab until a hex offering a move has the focus, then Enter; then the same for a target.
  for (const role of ["pick", "target"]) {
    let focused = "";
    for (let presses = 0; presses < 200 && focused !== role; presses++) {
      await mover.page.keyboard.press("Tab");
      focused = await mover.page.evaluate(() => document.activeElement?.getAttribute("data-choice") ?? "");
    }
    assert.equal(focused, role, `no ${role} reachable with Tab`);
    // Its accessible name: the label of a drawn element, the text of a button.
    const label = await mover.page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") || document.activeElement?.textContent?.trim(),
    );
    assert.ok(label, `the focused ${role} has a label`);
    await mover.page.keyboard.press(role === "pick" ? "Enter" : " ");
  }
  await mover.page.waitForSelector(`section.game[data-version="${before + 1}"]`);
  await other.page.waitForSelector(`section.game[data-version="${before + 1}"]`);
  await resignThroughThePage(mover);
  assertNoErrors();
});

test("arrow keys take a picked card to its targets, and Enter or Space makes the move", async () => {
  await startGame("Air, Land & Sea");
  const mover = await nextMover();
  const other = mover === ada ? grace : ada;
  const before = await version(mover);
  const focusedChoice = () => mover.page.evaluate(() => ({
    role: document.activeElement?.getAttribute("data-choice") ?? "",
    label: document.activeElement?.getAttribute("aria-label") || document.activeElement?.textContent?.trim() || "",
  }));
  let focused = { role: "" };
  for (let presses = 0; presses < 100 && focused.role !== "pick"; presses++) {
    await mover.page.keyboard.press("Tab");
    focused = await focusedChoice();
  }
  assert.equal(focused.role, "pick", "a card in the hand is reached with Tab");
  // The next card in the hand is one arrow away.
  await mover.page.keyboard.press("ArrowRight");
  const nextCard = await focusedChoice();
  assert.equal(nextCard.role, "pick");
  assert.notEqual(nextCard.label, focused.label);
  await mover.page.keyboard.press("ArrowLeft");
  assert.deepEqual(await focusedChoice(), focused);
  // Picked, the card's targets (a theater, face up or down) are one arrow away.
  await mover.page.keyboard.press("Enter");
  await mover.page.keyboard.press("ArrowRight");
  const target = await focusedChoice();
  assert.equal(target.role, "target", `one arrow from the picked card: ${target.label}`);
  assert.match(target.label, / in (air|land|sea)$/);
  await mover.page.keyboard.press(" ");
  await mover.page.waitForSelector(`section.game[data-version="${before + 1}"]`);
  await other.page.waitForSelector(`section.game[data-version="${before + 1}"]`);
  await resignThroughThePage(mover);
  assertNoErrors();
});

test("in every game, what the other side's last turn changed is marked on the board, and the mark goes with one's own move", async () => {
  for (const [name, seed] of [["Air, Land & Sea", 21], ["Lost Seas", 22], ["Land vs Sea", 23], ["Landfall", 24]]) {
    await startGame(name);
    const rng = seededRandom(seed);
    // Moves are made one at a time until one of them changes the board as the other side sees
    // it (drawing a tile, choosing Expeditions or ending a turn changes nothing there).
    let marked = null;
    for (let moves = 0; moves < 40 && !marked; moves++) {
      const mover = await nextMover();
      assert.ok(mover, `${name}: the game goes on`);
      const watcher = mover === ada ? grace : ada;
      const seen = await version(watcher);
      await play(rng, { maxMoves: 1, label: "last-turn" });
      await watcher.page.waitForFunction((v) => Number(document.querySelector("section.game").dataset.version) > v, seen);
      // Every step appears in the watcher's move log, told with the mover's name.
      const steps = await version(watcher);
      await watcher.page.waitForFunction((n) => document.querySelectorAll(".move-log li").length === n, steps);
      const told = await watcher.page.locator(".move-log li").last().textContent();
      assert.match(told, new RegExp(`^${mover.name} \\S`), `${name}: ${told}`);
      if ((await watcher.page.locator(".board .last-turn-mark").count()) > 0) marked = { mover, watcher };
    }
    assert.ok(marked, `${name}: a move of the other side was marked on the board`);
    await screenshot(marked.watcher, `last-turn-${name.replace(/[^a-z]+/gi, "-").toLowerCase()}.png`);
    // The mover's own board marks nothing of its own move.
    assert.equal(await marked.mover.page.locator(".board .last-turn-mark").count(), 0, `${name}: own moves unmarked`);
    // Once the watcher moves in turn, the marks of the other's turn are gone.
    while ((await nextMover()) !== marked.watcher) await play(rng, { maxMoves: 1, label: "last-turn" });
    await play(rng, { maxMoves: 1, label: "last-turn" });
    await marked.watcher.page.waitForFunction(() => document.querySelectorAll(".board .last-turn-mark").length === 0);
    await resignThroughThePage(ada);
  }
  assertNoErrors();
});

test("the lobby opens with the four games as cards: play the computer at once, or set the table form", async () => {
  const { page } = ada;
  await page.click("nav >> text=Lobby");
  await page.waitForSelector(".game-card");
  const cards = await page.$$eval(".game-card", (items) => items.map((item) => ({
    name: item.querySelector("h3").textContent,
    about: item.querySelector("p").textContent,
    facts: item.querySelector("p.muted").textContent,
    buttons: [...item.querySelectorAll("button")].map((button) => button.textContent),
    picture: Boolean(item.querySelector("svg.emblem")),
  })));
  assert.deepEqual(cards.map((card) => card.name).sort(), ["Air, Land & Sea", "Land vs Sea", "Landfall", "Lost Seas"]);
  for (const card of cards) {
    assert.ok(card.about.length > 40, `${card.name} says what it is: ${card.about}`);
    assert.match(card.facts, /players · /, `${card.name} says who plays and how long`);
    assert.ok(card.picture, `${card.name} has its picture`);
    assert.deepEqual(card.buttons, ["Play now", `Play the computer: ${card.name}`, `Create a table: ${card.name}`]);
  }
  await screenshot(ada, "lobby-game-cards.png");
  // "Create a table" sets the form below to that game.
  await page.click(".game-card[data-game-type=lost-seas] button:has-text('Create a table')");
  assert.equal(await page.inputValue("select[name=game_type]"), "lost-seas");
  // "Play the computer" starts a game against it at once.
  await page.click(".game-card[data-game-type=landfall] button:has-text('Play the computer')");
  await page.waitForSelector("section.game[data-status=active]");
  await page.waitForSelector(".seat:has-text('computer')");
  await page.click("button:text('Resign…')");
  await page.click("button:text('Yes, resign')");
  await page.waitForSelector("section.game[data-status=finished]");
  assertNoErrors();
});

test("the lobby: options and player count, open games by type, join, leave, decline, cancel", async () => {
  await ada.page.click("nav >> text=Lobby");
  await ada.page.selectOption("select[name=game_type]", { label: "Lost Seas" });
  await ada.page.selectOption("select[name=players]", "3");
  await ada.page.check("input[name=young_mapmaker]");
  await ada.page.click("button:text('Create game')");
  await ada.page.waitForSelector("section.game[data-status=open]");
  await ada.page.waitForSelector(".options:has-text('Young Mapmaker mode: yes')");
  assert.equal(await ada.page.locator(".seats > li").count(), 3);
  await ada.page.fill("input[name=invitee]", "grace");
  await ada.page.click("button:text('Invite')");
  await ada.page.waitForSelector("text=Invited grace");

  await grace.page.click("nav >> text=Lobby");
  await grace.page.click(".invitation button:text('Decline')");
  await grace.page.waitForSelector(".invitation", { state: "detached" });
  await grace.page.selectOption("select[name=open_game_type]", { label: "Lost Seas" });
  const row = grace.page.locator(".game-row", { hasText: "Lost Seas" }).filter({ hasText: "1/3" });
  await row.locator("button:text('Join')").click();
  await grace.page.waitForSelector("section.game[data-status=open]");
  await grace.page.waitForSelector(".seat:has-text('grace (you)')");
  // Ada's open table shows Grace arriving without a reload.
  await ada.page.waitForSelector(".seat:has-text('grace')");
  await grace.page.click("button:text('Leave')");
  await grace.page.waitForSelector("h2:text('My games')");
  await ada.page.waitForSelector(".seat:has-text('grace')", { state: "detached" });
  await ada.page.click("button:text('Cancel the game')");
  await ada.page.waitForSelector("section.game[data-status=cancelled]");
  assertNoErrors();
});

test("a Landfall game with a handicap, chosen in the new game's options", async () => {
  await ada.page.click("nav >> text=Lobby");
  await ada.page.selectOption("select[name=game_type]", { label: "Landfall" });
  // Off until asked for; its fields appear once it is on.
  assert.equal(await ada.page.locator("select[name='handicap.colour']").count(), 0);
  await ada.page.check("input[name=handicap]");
  await ada.page.selectOption("select[name='handicap.colour']", "beige");
  await ada.page.fill("input[name='handicap.tiles_removed']", "3");
  await ada.page.click("button:text('Create game')");
  await ada.page.waitForSelector("section.game[data-status=open]");
  await ada.page.waitForSelector(".options:has-text('Handicap: Player beige, Tiles set aside 3')");
  await ada.page.click("button:text('Cancel the game')");
  await ada.page.waitForSelector("section.game[data-status=cancelled]");
  assertNoErrors();
});

/** A request to the API from a player's page, with their session's token. */
async function apiFrom(player, method, path, body) {
  return player.page.evaluate(async ({ method, path, body }) => {
    const token = sessionStorage.getItem("shoreline.token") ?? localStorage.getItem("shoreline.token");
    const answer = await fetch(path, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  }, { method, path, body });
}

test("a Landfall claim is drawn on the board where its oasis chip lies, for both players", async () => {
  // An island (through the API, which alone takes one) where green starts with a plain of six
  // level-1 hexes along r = 1, mirrored for beige along r = -1.
  const row = [-3, -2, -1, 0, 1, 2];
  const island = [
    ...row.map((q) => ({ at: { q, r: 1 }, stack: ["green"] })),
    ...row.map((q) => ({ at: { q: q + 1, r: -1 }, stack: ["beige"] })),
  ];
  const created = await apiFrom(ada, "POST", "/api/v1/games",
    { game_type: "landfall", players: 2, seat: 0, options: { custom_island: island } });
  assert.ok(created.status < 300, JSON.stringify(created.body));
  const joined = await apiFrom(grace, "POST", `/api/v1/games/${created.body.id}/join`, {});
  assert.ok(joined.status < 300, JSON.stringify(joined.body));
  for (const player of [ada, grace]) {
    await player.page.goto(`${server.base}/#/games/${created.body.id}`);
    await player.page.waitForSelector("section.game[data-status=active]");
  }
  // Green lands a volcano in the plain, adds a seventh hex to it, and claims it.
  const { page } = ada;
  await page.click("[aria-label='Select level 1 green stack at 0,1']");
  await page.click("button:text('Land here')");
  await page.click("[aria-label='Select water at 0,2']");
  await page.click("button:text('Place here')");
  await page.click("button:text('Claim plain at 0,1')");
  for (const player of [ada, grace]) {
    const claim = await player.page.waitForSelector(".board .claimed-formation[data-formation=plain][data-owner=green]");
    assert.equal(await claim.$eval("text", (text) => text.textContent), "P");
    const chip = await player.page.locator(".board .oasis title").textContent();
    assert.equal(chip, "Green claimed the plain here");
  }
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("an invite link seats a friend in one click, and a stopped link seats nobody", async () => {
  await ada.page.click("nav >> text=Lobby");
  await ada.page.selectOption("select[name=game_type]", { label: "Air, Land & Sea" });
  await ada.page.click("button:text('Create game')");
  await ada.page.waitForSelector("section.game[data-status=open]");
  const gameUrl = ada.page.url();
  await ada.page.click("button:text('Copy invite link')");
  const first = await ada.page.inputValue(".invite-link input");
  assert.match(first, /\/#\/join\/[0-9a-f]{32}$/, first);
  // Stopped: the link leads nowhere, and a new one is another.
  await ada.page.click("button:text('Stop the link')");
  await ada.page.click("button:text('Copy invite link')");
  const second = await ada.page.inputValue(".invite-link input");
  assert.notEqual(second, first);
  const before = grace.errors.length;
  await grace.page.goto(first);
  await grace.page.waitForSelector("text=does not exist");
  // The browser may log the refused request (404) itself; nothing else may go wrong.
  const logged = grace.errors.splice(before);
  assert.deepEqual(logged.filter((error) => !/404/.test(error)), []);
  // The live link: Grace sees who invites her to what, takes a seat, and the game begins.
  await grace.page.goto(second);
  await grace.page.waitForSelector("text=ada invites you to play.");
  await grace.page.waitForSelector("h2:text('Air, Land & Sea, 2 players')");
  await grace.page.click("button:text('Take a seat')");
  await grace.page.waitForSelector("section.game[data-status=active]", { timeout: 15_000 });
  assert.equal(grace.page.url(), gameUrl);
  await ada.page.waitForSelector("section.game[data-status=active]", { timeout: 15_000 });
  await ada.page.click("button:text('Resign…')");
  await ada.page.click("button:text('Yes, resign')");
  await ada.page.waitForSelector("section.game[data-status=finished]");
  assertNoErrors();
});

test("a rematch offered on the end screen and accepted starts a new game for both", async () => {
  await startGame("Air, Land & Sea");
  const firstUrl = ada.page.url();
  await resignThroughThePage(ada);
  await grace.page.waitForSelector("section.game[data-status=finished]");
  // The end screen says who won to each, and how the game moved their rating.
  await ada.page.waitForSelector(".result .headline:text('You lost')");
  await grace.page.waitForSelector(".result .headline:text('You won')");
  for (const [player, sign] of [[ada, "−"], [grace, "+"]]) {
    const change = await player.page.locator(".result .rating-change").textContent({ timeout: 10_000 });
    assert.match(change, new RegExp(`rating \\${sign}\\d+$`), `${player.name}: ${change}`);
  }
  await ada.page.click("button:text('Offer a rematch')");
  await ada.page.waitForSelector("text=Rematch offered: waiting for grace");
  // Grace's end screen learns of the offer without a reload.
  await grace.page.click("button:text('Accept the rematch')", { timeout: 10_000 });
  for (const player of [ada, grace]) {
    await player.page.waitForSelector("section.game[data-status=active]", { timeout: 15_000 });
    assert.notEqual(player.page.url(), firstUrl, player.name);
  }
  assert.equal(ada.page.url(), grace.page.url());
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("play now pairs two people who click it into one game, and a seeker may stop looking", async () => {
  for (const player of [ada, grace]) await player.page.click("nav >> text=Lobby");
  // Stopping: back to the cards, nobody seated.
  await ada.page.click("button[aria-label='Play now: Landfall']");
  await ada.page.waitForSelector("text=Looking for an opponent for");
  await ada.page.waitForSelector(".play-now-waiting .waited");
  await ada.page.click("button:text('Stop looking')");
  await ada.page.waitForSelector("button[aria-label='Play now: Landfall']");
  // Both click: a wave (every 2 s) seats them together and each page opens the game. By now
  // the earlier tests' games have set their ratings far apart (every game between them is
  // rated): the gap each accepts widens by 25 points a second, so this may take half a minute.
  for (const player of [ada, grace]) {
    await player.page.uncheck("input[name=computer_fallback]");
    await player.page.click("button[aria-label='Play now: Air, Land & Sea']");
  }
  for (const player of [ada, grace]) {
    await player.page.waitForSelector("section.game[data-status=active]", { timeout: 75_000 });
  }
  assert.equal(ada.page.url(), grace.page.url());
  await assertFitsTheScreen(grace);
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("how to play: each game's rules from the lobby and from a game page, and a card tells its ability", async () => {
  await ada.page.click("nav >> text=Lobby");
  await ada.page.click("a[aria-label='How to play Lost Seas']");
  await ada.page.waitForSelector("h2:text('How to play Lost Seas')");
  await screenshot(ada, "how-to-play.png");
  for (const name of ["Air, Land & Sea", "Land vs Sea", "Landfall"]) {
    await ada.page.click(`nav.tabs >> text=${name}`);
    await ada.page.waitForSelector(`h2:text('How to play ${name}')`);
    await ada.page.waitForSelector("h3:text('Your turn')");
  }
  await grace.page.goto(`${server.base}/#/how-to-play/air-land-sea`);
  await grace.page.waitForSelector("dt:text('Support (Air 1)')");
  await assertFitsTheScreen(grace);
  // From a game's page, its own rules; and a card picked in the hand says what its ability does.
  await startGame("Air, Land & Sea");
  const gameUrl = ada.page.url();
  await ada.page.click("a.how-to-play-link");
  await ada.page.waitForSelector("h2:text('How to play Air, Land & Sea')");
  await ada.page.goto(gameUrl);
  await ada.page.waitForSelector("section.game[data-status=active]");
  const hovered = await ada.page.getAttribute(".hand .card-button >> nth=0", "title");
  assert.match(hovered, /^(Air|Land|Sea) \d \S.*: /, hovered);
  const mover = await nextMover();
  await mover.page.click(".hand .card-button[data-choice=pick] >> nth=0");
  const tapped = await mover.page.locator(".ability-help").textContent();
  assert.match(tapped, /^(Air|Land|Sea) \d \S.*: /, tapped);
  // The player waiting for the other's move taps a card they cannot play now: it explains too.
  const waiting = mover === ada ? grace : ada;
  // (Playwright holds an aria-disabled button as not clickable; a finger does not.)
  await waiting.page.click(".hand .card-button[aria-disabled=true] >> nth=0", { force: true });
  const explained = await waiting.page.locator(".ability-help").textContent();
  assert.match(explained, /^(Air|Land|Sea) \d \S.*: /, explained);
  await resignThroughThePage(ada);
  // A tap on a piece of a board that is no move explains it, as hovering does: here Land vs
  // Sea's starting tile, and a Landfall formation card.
  await startGame("Land vs Sea");
  await grace.page.click(".board .placed-tile");
  assert.match(await grace.page.locator(".tap-help").textContent(), /^\d land and \d sea edges/);
  await resignThroughThePage(ada);
  await startGame("Landfall");
  await grace.page.click(".board .formation[data-formation=valley]");
  assert.match(await grace.page.locator(".tap-help").textContent(), /^Your volcano on your colour/);
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("the move log tells every move in words, with the players' names, live on both pages", async () => {
  await startGame("Lost Seas");
  await play(seededRandom(7), { maxMoves: 4, label: "move-log" });
  for (const player of [ada, grace]) {
    await player.page.waitForFunction(() => document.querySelectorAll(".move-log li").length >= 4, null, { timeout: 15_000 });
    const lines = await player.page.locator(".move-log li").allTextContents();
    for (const line of lines) assert.match(line, /^(ada|grace) \S/, line);
    // Rows and columns as the board counts them, from 1.
    for (const line of lines.filter((l) => l.includes(" row "))) assert.doesNotMatch(line, /row 0|column 0/, line);
  }
  await resignThroughThePage(ada);
  await ada.page.waitForFunction(() => [...document.querySelectorAll(".move-log li")].some((li) => li.textContent === "ada resigned"));
  assertNoErrors();
});

test("the player to move reads what they can do now, in words, and the other does not", async () => {
  await startGame("Air, Land & Sea");
  const mover = await nextMover();
  const line = await mover.page.locator(".can-do").textContent();
  assert.equal(
    line,
    "You can play a card face up in its theater, play a card face down in any theater or withdraw from the battle.",
  );
  const other = mover === ada ? grace : ada;
  assert.equal(await other.page.$(".can-do"), null);
  await resignThroughThePage(ada);
  // Each other game's first step, as its rulebook starts it.
  for (const [name, said] of [
    ["Land vs Sea", "You can draw a tile from a stack."],
    ["Lost Seas", /^You can choose the faces of your Expeditions and set them (above the columns|beside the rows)\.$/],
    ["Landfall", /^You can (land a volcano|place a tile next to your volcano|move your volcano)(, .+)?\.$/],
  ]) {
    await startGame(name);
    const first = await nextMover();
    const text = await first.page.locator(".can-do").textContent();
    if (typeof said === "string") assert.equal(text, said, name);
    else assert.match(text, said, name);
    assert.doesNotMatch(text, /_/, `${name}: no programmer words`);
    await resignThroughThePage(ada);
  }
  assertNoErrors();
});

/** The games waiting for the player's move, as their tab's title counts them. */

test("a move whose answer is lost with the connection is sent again with its key once it is back, and made once", async () => {
  await startGame("Air, Land & Sea");
  const mover = await nextMover();
  const other = mover === ada ? grace : ada;
  const before = await version(mover);
  // The first post reaches the server, but the connection drops before its answer comes back.
  const keys = [];
  let dropped = false;
  const route = "**/api/v1/games/*/actions";
  await mover.page.route(route, async (request) => {
    keys.push(request.request().headers()["idempotency-key"]);
    if (dropped) return request.continue();
    dropped = true;
    await request.fetch();
    await mover.context.setOffline(true);
    return request.abort("internetdisconnected");
  });
  const rng = seededRandom(51);
  while ((await clickAChoice(mover, rng)) === "pick");
  await mover.page.locator(".unanswered-move").waitFor();
  assert.equal(await mover.page.locator(".turn").innerText(), "Sending your move…");
  // The move was made: the other player sees it, once.
  await other.page.waitForSelector(`section.game[data-version="${before + 1}"]`, { timeout: 15_000 });
  // The page says it is offline (an open stream may not notice before the connection is back).
  await mover.page.locator(".offline").waitFor();

  await mover.context.setOffline(false);
  await mover.page.waitForSelector(`section.game[data-version="${before + 1}"]`, { timeout: 15_000 });
  await mover.page.locator(".unanswered-move").waitFor({ state: "detached" });
  await mover.page.locator(".offline").waitFor({ state: "detached" });
  // The page may have said the connection was lost while offline; it says so no longer.
  await mover.page.locator(".error").waitFor({ state: "detached", timeout: 5_000 });
  assert.ok(keys.length >= 2, `sent again (${keys.length} posts)`);
  assert.ok(keys.every((key) => key === keys[0]), "with the same Idempotency-Key");
  assert.equal(await version(other), before + 1, "made once");
  await mover.page.unroute(route);
  await resignThroughThePage(ada);
  // The browser logs the requests that failed while offline: they are what this test is about.
  forgetErrors(mover, /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
  assertNoErrors();
});
