// Two players, Ada on a desktop screen and Grace on a phone, signed up on a server of their own,
// and what the browser tests do with them: start a game (Ada creates it and invites Grace, who
// accepts), play by clicking what the board offers, resign, step through a replay. Every test
// file calls `setUp` before its tests and `tearDown` after them. Any console error fails a test.
import assert from "node:assert/strict";
import { launchBrowser, openPlayer, screenshot, startServer } from "./harness.mjs";

export const PASSWORD = "correct horse battery";
/** Set by `setUp`; importers see them as they are set (module bindings are live). */
export let server;
export let browser;
export let ada;
export let grace;

export async function setUp() {
  server = await startServer();
  browser = await launchBrowser();
  ada = await openPlayer(browser, server.base, "ada");
  // Grace plays on a phone-sized screen.
  grace = await openPlayer(browser, server.base, "grace", { width: 390, height: 844 });
  await signUp(ada);
  await signUp(grace);
}

export async function tearDown() {
  await browser?.close();
  await server?.stop();
}

export async function signUp(player) {
  const { page } = player;
  // Signed out, the page sends the player to sign in.
  await page.waitForSelector("h1:text('Sign in')");
  await page.fill("input[name=username]", player.name);
  await page.fill("input[name=password]", PASSWORD);
  await page.click("button:text('Sign up')");
  await page.waitForSelector("h2:text('My games')");
  assertNoErrors();
}

/** A page drawn for a phone must not need scrolling sideways. */
export async function assertFitsTheScreen(player) {
  const overflow = await player.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${player.name}'s page is ${overflow}px wider than the screen`);
}

/**
 * Forgets the console errors that `expected` matches (a test that cuts the connection makes the
 * browser log its failed requests), in place: the page's listener keeps filling the same list.
 */
export function forgetErrors(player, expected) {
  const kept = player.errors.filter((error) => !expected.test(error));
  player.errors.splice(0, player.errors.length, ...kept);
}

export function assertNoErrors() {
  assert.deepEqual([...ada?.errors ?? [], ...grace?.errors ?? []], []);
}

/** Ada creates the game from her lobby and invites Grace to it. */
export async function openTableForGrace(gameTypeName, { hoursPerMove = 0 } = {}) {
  await ada.page.click("nav >> text=Lobby");
  await ada.page.selectOption("select[name=game_type]", { label: gameTypeName });
  if (hoursPerMove > 0) await ada.page.fill("input[name=deadline]", String(hoursPerMove));
  await ada.page.click("button:text('Create game')");
  await ada.page.waitForSelector("section.game[data-status=open]");
  await ada.page.fill("input[name=invitee]", "grace");
  await ada.page.click("button:text('Invite')");
  await ada.page.waitForSelector("text=Invited grace");
}

/** Ada opens the table and invites Grace, who accepts from her lobby; both see it start. */
export async function startGame(gameTypeName, options) {
  await openTableForGrace(gameTypeName, options);
  await grace.page.click("nav >> text=Lobby");
  await grace.page.click(".invitation button:text('Accept')");
  for (const player of [ada, grace]) {
    await player.page.waitForSelector("section.game[data-status=active]", { timeout: 15_000 });
  }
}

export async function version(player) {
  return Number(await player.page.getAttribute("section.game", "data-version"));
}

/**
 * Plays by clicking: whoever's board offers moves clicks one of them, a target completing a move
 * before a pick starting one, and a move off the board (withdraw, skip) only when nothing else is
 * offered. Returns after `maxMoves` moves, or when the game is over.
 */
export async function play(rng, { maxMoves, label }) {
  let moves = 0;
  while (moves < maxMoves) {
    const mover = await nextMover();
    if (!mover) break;
    const other = mover === ada ? grace : ada;
    const before = await version(mover);
    const role = await clickAChoice(mover, rng);
    if (role === "pick") continue;
    await mover.page.waitForFunction(
      (seen) => {
        const game = document.querySelector("section.game");
        return game && (Number(game.dataset.version) > seen || document.querySelector(".error"));
      },
      before,
      { timeout: 15_000 },
    );
    const refused = await mover.page.$(".error");
    assert.equal(refused && (await refused.textContent()), null, `${label}: a listed move was refused`);
    const now = await version(mover);
    // The other player's page learns of the move through the live stream.
    await other.page.waitForSelector(`section.game[data-version="${now}"]`, { timeout: 15_000 });
    // ... which also says what the move was.
    await other.page.waitForSelector(".last-move");
    moves += 1;
    if (moves === 4) await screenshot(ada, `${label}-early.png`);
  }
  assertNoErrors();
  return moves;
}

/** The player whose board offers moves now, or null once the game is over. */
export async function nextMover() {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const player of [ada, grace]) {
      if (await player.page.$("section.game[data-my-turn=true] [data-choice]")) return player;
    }
    if (await ada.page.$("section.game[data-status=finished]")) return null;
    await ada.page.waitForTimeout(50);
  }
  throw new Error("nobody was offered a move");
}

export async function clickAChoice(player, rng) {
  for (const role of ["target", "pick", "other"]) {
    const choices = player.page.locator(`section.game [data-choice=${role}]:visible`);
    const count = await choices.count();
    if (count === 0) continue;
    const choice = choices.nth(Math.floor(rng() * count));
    try {
      await choice.click({ timeout: 1_000 });
    } catch {
      // A card covered by the next one in its pile shows only its top edge.
      await choice.click({ position: { x: 8, y: 6 }, timeout: 5_000 });
    }
    return role;
  }
  throw new Error(`${player.name} was offered no visible move`);
}

export async function resignThroughThePage(player) {
  await player.page.click("button:text('Resign…')");
  await player.page.click("button:text('Yes, resign')");
  for (const p of [ada, grace]) await p.page.waitForSelector("section.game[data-status=finished]");
}

/** Steps through the finished game's replay with every control. */
export async function stepThroughReplay(player, label) {
  const { page } = player;
  await page.click("text=Watch the replay");
  await page.waitForSelector("section.replay");
  const last = Number(await page.getAttribute("section.replay", "data-last"));
  assert.ok(last > 0);
  const at = async () => Number(await page.getAttribute("section.replay", "data-position"));
  await page.click("button[aria-label='Last move']");
  await page.waitForSelector(`section.replay[data-position="${last}"]`);
  await page.click("button[aria-label='First move']");
  await page.waitForSelector("section.replay[data-position='0']");
  await page.click("button[aria-label='Next move']");
  await page.click("button[aria-label='Next move']");
  await page.waitForSelector("section.replay[data-position='2']");
  await page.click("button[aria-label='Previous move']");
  await page.waitForSelector("section.replay[data-position='1']");
  await page.locator("input[type=range]").fill(String(Math.floor(last / 2)));
  assert.equal(await at(), Math.floor(last / 2));
  await page.waitForSelector(".board");
  await screenshot(player, `${label}-replay.png`);
  if (player === grace) await assertFitsTheScreen(grace);
  assertNoErrors();
}

