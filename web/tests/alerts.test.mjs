// What tells a player that something waits for them, on every page: the tab's title, the turn
// clock and the move sound, toasts and the notifications menu, the live lobby, and the
// installable app that opens offline.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { screenshot, seededRandom } from "./harness.mjs";
import {
  PASSWORD,
  server,
  browser,
  ada,
  grace,
  setUp,
  tearDown,
  assertNoErrors,
  startGame,
  openTableForGrace,
  play,
  nextMover,
  resignThroughThePage,
} from "./table.mjs";

before(setUp);
after(tearDown);

async function titleCount(player) {
  const title = await player.page.title();
  const counted = /^\((\d+)\) Your move - Shoreline$/.exec(title);
  if (counted) return Number(counted[1]);
  assert.equal(title, "Shoreline");
  return 0;
}

/** Waits until `read(player)` gives `count`: what the page shows catches up with the stream. */
async function waitForCount(player, read, count) {
  const deadline = Date.now() + 15_000;
  let seen;
  while ((seen = await read(player)) !== count) {
    assert.ok(Date.now() < deadline, `${player.name}'s ${read.name} stayed ${seen}, not ${count}`);
    await player.page.waitForTimeout(100);
  }
}

const waitForTitleCount = (player, count) => waitForCount(player, titleCount, count);

test("the tab's title counts the games waiting for your move, on every page, live", async () => {
  for (const player of [ada, grace]) await player.page.click("nav >> text=Lobby");
  const before = { ada: await titleCount(ada), grace: await titleCount(grace) };
  await startGame("Air, Land & Sea");
  for (let turn = 0; turn < 3; turn += 1) {
    const mover = await nextMover();
    const other = mover === ada ? grace : ada;
    await waitForTitleCount(mover, before[mover.name] + 1);
    await waitForTitleCount(other, before[other.name]);
    await play(seededRandom(turn), { maxMoves: 1, label: "title" });
  }
  // Another page, the same count.
  const mover = await nextMover();
  await grace.page.click("nav >> text=History");
  await grace.page.waitForSelector("h2:text('My finished games')");
  await waitForTitleCount(grace, before.grace + (mover === grace ? 1 : 0));
  await grace.page.goBack();
  await grace.page.waitForSelector("section.game[data-status=active]");
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("a game with a time per move shows whose clock runs, red in its last minutes; the move sound plays when turned on", async () => {
  await startGame("Air, Land & Sea", { hoursPerMove: 1 });
  const mover = await nextMover();
  const other = mover === ada ? grace : ada;
  const clock = (player) => player.page.locator(".turn-clock");
  await clock(mover).waitFor();
  assert.match(await clock(mover).innerText(), /^⏱ You: (1 h 00 min|59:\d\d) left$/);
  assert.match(await clock(other).innerText(), new RegExp(`^⏱ ${mover.name}: (1 h 00 min|59:\\d\\d) left$`));
  assert.equal(await clock(mover).getAttribute("class"), "turn-clock", "an hour left is not urgent");
  // It counts down.
  const leftMs = async () => Number(await clock(mover).getAttribute("data-left-ms"));
  const first = await leftMs();
  await mover.page.waitForTimeout(2_100);
  assert.ok(await leftMs() <= first - 1_000, "the clock counts down");

  // The same game seen 56 minutes later (this browser's clock moved on): red, and a sound on
  // the player's move once they turn it on. Tones are counted by a stand-in for Web Audio.
  const id = (await ada.page.url()).split("#/games/")[1];
  const later = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await later.clock.install({ time: Date.now() + 56 * 60 * 1000 });
  await later.addInitScript(() => {
    window.tones = 0;
    window.AudioContext = class {
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { frequency: {}, connect: (next) => next, start: () => { window.tones += 1; }, stop() {} };
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next) => next };
      }
    };
  });
  const page = await later.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.base}/#/games/${id}`);
  await page.waitForSelector("h1:text('Sign in')");
  await page.fill("input[name=username]", other.name);
  await page.fill("input[name=password]", PASSWORD);
  await page.click("button:text('Sign in')");
  await page.waitForSelector("section.game[data-status=active] .turn-clock.urgent");
  assert.match(await page.locator(".turn-clock").innerText(), /^⏱ \S+: [0-4]:\d\d left$/);

  const sound = page.locator("button.sound-switch");
  assert.equal(await sound.innerText(), "Sound off", "off until the player turns it on");
  assert.equal(await page.evaluate(() => window.tones), 0);
  await sound.click();
  assert.equal(await sound.innerText(), "Sound on");
  const heard = await page.evaluate(() => window.tones);
  assert.ok(heard > 0, "turning it on plays it once");
  // The other player's turn comes round (a move may leave its player to act again, as an
  // ability does): the page plays it.
  const rng = seededRandom(36);
  do {
    await play(rng, { maxMoves: 1, label: "sound" });
  } while (await nextMover() === mover);
  await page.waitForFunction((before) => window.tones > before, heard, { timeout: 10_000 });
  // Remembered in this browser; and a turn that was already waiting when the page opened is
  // no news (the stream tells it again on opening): no sound for it.
  await page.reload();
  await page.waitForSelector("button.sound-switch:text('Sound on')");
  await page.waitForSelector("section.game[data-my-turn=true]");
  await page.waitForTimeout(1_000);
  assert.equal(await page.evaluate(() => window.tones), 0, "no sound for a turn already waiting");
  assert.deepEqual(errors, []);
  await later.close();
  await resignThroughThePage(ada);
  assertNoErrors();
});

test("the open games list follows games others open, without a reload", async () => {
  await grace.page.click("nav >> text=Lobby");
  await grace.page.waitForSelector("h2:text('Open games')");
  const openGames = () => {
    const card = [...document.querySelectorAll("section.card")]
      .find((section) => section.querySelector("h2")?.textContent === "Open games");
    return card ? card.querySelectorAll("li").length : 0;
  };
  const listed = () => grace.page.evaluate(openGames);
  const before = await listed();
  await ada.page.click("nav >> text=Lobby");
  await ada.page.selectOption("select[name=game_type]", { label: "Lost Seas" });
  await ada.page.click("button:text('Create game')");
  await ada.page.waitForSelector("section.game[data-status=open]");
  await grace.page.waitForFunction((count) => {
    const card = [...document.querySelectorAll("section.card")]
      .find((section) => section.querySelector("h2")?.textContent === "Open games");
    return (card ? card.querySelectorAll("li").length : 0) > count;
  }, before, { timeout: 10_000 });
  assert.ok(await listed() > before, "grace's lobby lists ada's new game");
  await ada.page.click("button:text('Cancel the game')");
  await ada.page.waitForSelector("section.game[data-status=cancelled]");
  assertNoErrors();
});

/** The header's notifications button: its unread count, read from its text. */
async function unreadCount(player) {
  const text = await player.page.locator("button.notifications-button").textContent();
  const counted = /^Notifications(?:(\d+) unread)?$/.exec(text);
  assert.ok(counted, text);
  return counted[1] ? Number(counted[1]) : 0;
}

const waitForUnread = (player, count) => waitForCount(player, unreadCount, count);

test("an invitation, a game's start and its end arrive as toasts on any page; the notifications menu counts them and marks them read", async () => {
  // Grace reads her history; Ada invites her to a new game.
  await grace.page.click("nav >> text=History");
  await grace.page.waitForSelector("h2:text('My finished games')");
  const unread = { ada: await unreadCount(ada), grace: await unreadCount(grace) };
  await openTableForGrace("Air, Land & Sea");
  // Ada waits on another page.
  await ada.page.click("nav >> text=Leaders");

  const invitation = grace.page.locator(".toast", { hasText: "ada invites you to Air, Land & Sea, 2 players" });
  await invitation.waitFor({ timeout: 15_000 });
  await waitForUnread(grace, unread.grace + 1);
  await screenshot(grace, "toast-invitation.png");
  await invitation.locator("button:text('Accept')").click();
  await grace.page.waitForSelector("section.game[data-status=active]");
  assert.equal(await grace.page.locator(".toast").count(), 0, "the answered invitation's toast is gone");

  // Ada is told on the page she is on, and opens the game from the toast.
  const started = ada.page.locator(".toast", { hasText: "Your game of Air, Land & Sea has begun" });
  await started.waitFor({ timeout: 15_000 });
  await ada.page.locator(".toast", { hasText: "grace accepted your invitation" }).waitFor();
  await waitForUnread(ada, unread.ada + 2);
  await started.locator("button:text('Open')").click();
  await ada.page.waitForSelector("section.game[data-status=active]");
  // Opening it read it; the answer is still unread.
  await waitForUnread(ada, unread.ada + 1);

  // The menu lists both, the unread one first in weight; "Mark all read" reads everything.
  await ada.page.click("button.notifications-button");
  const panel = ada.page.locator("#notifications-panel");
  // Newest first: earlier games told the same things.
  const newest = (text) => panel.locator("li", { hasText: text }).first();
  await newest("grace accepted your invitation").waitFor();
  assert.equal(await newest("grace accepted your invitation").getAttribute("class"), "unread");
  assert.equal(await newest("Your game of Air, Land & Sea has begun").getAttribute("class"), "read");
  await screenshot(ada, "notifications-menu.png");
  await panel.locator("button:text('Mark all read')").click();
  await waitForUnread(ada, 0);
  assert.equal(await panel.locator("li.unread").count(), 0);
  await ada.page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });

  // The game ends while Ada is in the lobby: a toast says how it went for her.
  await ada.page.click("nav >> text=Lobby");
  await ada.page.waitForSelector("h2:text('My games')");
  await grace.page.click("button:text('Resign…')");
  await grace.page.click("button:text('Yes, resign')");
  await grace.page.waitForSelector("section.game[data-status=finished]");
  await ada.page.locator(".toast", { hasText: "You won your game of Air, Land & Sea" }).waitFor({ timeout: 15_000 });
  // Grace saw her game end where she was: no toast about the game on her screen.
  assert.equal(await grace.page.locator(".toast").count(), 0);
  await ada.page.locator(".toast button:text('Dismiss')").click();
  assert.equal(await ada.page.locator(".toast").count(), 0);
  assertNoErrors();
});

test("the installable app: a manifest with icons, a service worker, and an app shell that opens offline and says so", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.base}/`);
  await page.waitForSelector("h1:text('Sign in')");

  const manifestUrl = await page.getAttribute("link[rel=manifest]", "href");
  const manifest = await (await page.request.get(`${server.base}${manifestUrl}`)).json();
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.start_url, "/");
  for (const icon of manifest.icons) {
    const answer = await page.request.get(`${server.base}${icon.src}`);
    assert.equal(answer.status(), 200, icon.src);
    assert.equal(answer.headers()["content-type"], icon.type);
  }

  // The worker installs, keeps the shell and takes over the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${server.base}/`);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.equal(await page.locator(".offline").count(), 0, "online: no offline note");

  // Without a connection the app still opens, and says it is offline.
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("h1:text('Sign in')");
  await page.locator(".offline", { hasText: "You are offline" }).waitFor();
  // Back online, the note goes.
  await context.setOffline(false);
  await page.locator(".offline").waitFor({ state: "detached" });
  assert.deepEqual(errors, []);
  await context.close();
});
