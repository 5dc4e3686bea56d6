// axe-core on the pages a player sees (its standard rules: WCAG 2.1 A and AA and best
// practices): nothing serious or critical on sign-in, the lobby, each game in
// play on a desktop and on a phone, a finished game's end screen, its replay, history, a profile,
// the rules, the leaderboard and the open notifications menu; and on the phone, every control at
// least 44 px high. No finding is excepted: a board's SVG button draws its letters over itself,
// not inside, so its name (the elements in words) never misses what it shows.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { accessibilityProblems, seededRandom } from "./harness.mjs";
import { ada, grace, nextMover, play, resignThroughThePage, server, setUp, startGame, tearDown } from "./table.mjs";

before(setUp);
after(tearDown);

async function assertAccessible(player, what) {
  assert.deepEqual(await accessibilityProblems(player.page), [], `${what} (${player.name})`);
  if (player === grace) assert.deepEqual(await smallTargets(player.page), [], `${what}: touch targets on a phone`);
}

/**
 * On a phone, the controls under 44 px high (WCAG 2.5.5): buttons, fields, checkboxes' labels and
 * links standing alone (a link within a sentence keeps the text's height). The boards' SVG
 * targets are measured by their own tests (Air, Land & Sea's theaters; every other board's picks and
 * the targets a pick shows).
 */
async function smallTargets(page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      "button, select, input:not([type=checkbox]):not([type=radio]), label.check, .top a, .how-to-play-link, .seats a",
    );
    return [...controls]
      .filter((element) => element.offsetParent !== null && !element.closest(".board"))
      .map((element) => ({
        element: `${element.tagName.toLowerCase()} ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}`,
        height: Math.round(element.getBoundingClientRect().height),
      }))
      .filter(({ height }) => height < 44);
  });
}

test("sign-in and the lobby", async () => {
  // A new tab starts signed out (the session lives in each tab's sessionStorage).
  const signedOut = await ada.context.newPage();
  await signedOut.goto(`${server.base}/`);
  await signedOut.waitForSelector("h1:text('Sign in')");
  assert.deepEqual(await accessibilityProblems(signedOut), [], "sign-in");
  await signedOut.close();
  for (const player of [ada, grace]) {
    await player.page.click("nav >> text=Lobby");
    await player.page.waitForSelector("h2:text('My games')");
    await assertAccessible(player, "lobby");
  }
});

test("games in play, the end screen and the replay", async () => {
  const games = [["Air, Land & Sea", 1], ["Lost Seas", 3], ["Land vs Sea", 4], ["Landfall", 2]];
  for (const [name, seed] of games) {
    await startGame(name);
    await play(seededRandom(seed), { maxMoves: 6, label: `a11y-${seed}` });
    for (const player of [ada, grace]) {
      await assertAccessible(player, `${name} in play`);
    }
    await resignThroughThePage(ada);
    for (const player of [ada, grace]) {
      await assertAccessible(player, `${name}'s end screen`);
    }
  }
  await ada.page.click("text=Watch the replay");
  await ada.page.waitForSelector("section.replay");
  await assertAccessible(ada, "replay");
});

test("on a phone, the theaters a picked Air, Land & Sea card can go to are at least 44 px high", async () => {
  await startGame("Air, Land & Sea");
  const rng = seededRandom(7);
  while ((await nextMover()) === ada) await play(rng, { maxMoves: 1, label: "a11y-zones" });
  await grace.page.click(".board button[data-choice=pick]:not([disabled])");
  const zones = await grace.page.$$eval(".als-theaters [data-choice=target]", (targets) =>
    targets.map((target) => ({
      zone: target.getAttribute("aria-label"),
      height: Math.round(target.getBoundingClientRect().height),
    })));
  assert.ok(zones.length >= 3, `a card goes face down to any theater: ${JSON.stringify(zones)}`);
  assert.deepEqual(zones.filter(({ height }) => height < 44), [], "touch targets on a phone");
  await grace.page.click(".board button[data-choice=pick][aria-pressed=true]");
  // A covered card of one's own pile that an ability picks (Transport, Redeploy) is spread out
  // to a 44 px target. Random moves go on until that happens or the game ends (it needs the
  // ability played with two cards in a pile, which most games see).
  let covered = [];
  for (let moves = 0; moves < 300 && covered.length === 0; moves++) {
    if ((await grace.page.getAttribute("section.game", "data-status")) !== "active") break;
    if ((await nextMover()) === grace) {
      // What shows of a covered card is the strip down to the next card of its pile.
      covered = await grace.page.$$eval(".als-theaters [data-covered=true][data-choice]", (targets) =>
        targets.map((target) => {
          const next = target.closest("[data-theater]").querySelector(
            `[data-owner="${target.dataset.owner}"][data-index="${Number(target.dataset.index) + 1}"]`);
          return {
            card: target.getAttribute("aria-label"),
            height: Math.round(next.getBoundingClientRect().top - target.getBoundingClientRect().top),
          };
        }));
    }
    if (covered.length === 0) await play(rng, { maxMoves: 1, label: "a11y-covered" });
  }
  if (covered.length > 0) {
    assert.deepEqual(covered.filter(({ height }) => height < 44), [], "covered pile cards on a phone");
  } else {
    console.log("# no covered pile card was a choice in this game: its size was not measured");
  }
  if ((await grace.page.getAttribute("section.game", "data-status")) === "active") await resignThroughThePage(ada);
});

test("on a phone, the other boards' targets are at least 44 px across", async () => {
  for (const [name, seed] of [["Lost Seas", 11], ["Land vs Sea", 12], ["Landfall", 13]]) {
    await startGame(name);
    const rng = seededRandom(seed);
    while ((await nextMover()) === ada) await play(rng, { maxMoves: 1, label: "a11y-targets" });
    const measure = () => grace.page.$$eval(".board [data-choice]:not([disabled])", (targets) =>
      targets.map((target) => {
        const box = target.getBoundingClientRect();
        return {
          target: `${target.dataset.choice} ${target.getAttribute("aria-label") ?? target.textContent.trim().slice(0, 30)}`,
          across: Math.round(Math.min(box.width, box.height)),
        };
      }));
    const first = await measure();
    assert.ok(first.length > 0, `${name}: something to tap`);
    // "Your move" stays on screen with the page scrolled to its end.
    await grace.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const turn = await grace.page.$eval("section.game .turn", (line) => {
      const box = line.getBoundingClientRect();
      return { text: line.textContent.trim(), top: box.top, bottom: box.bottom, height: innerHeight };
    });
    assert.equal(turn.text, "Your move.", name);
    assert.ok(turn.top >= 0 && turn.bottom <= turn.height, `${name}: "your move" in sight at the page's end: ${JSON.stringify(turn)}`);
    await grace.page.evaluate(() => window.scrollTo(0, 0));
    // A pick shows its targets: measure those too.
    const pick = grace.page.locator(".board [data-choice=pick]:not([disabled])").first();
    const targets = (await pick.count()) > 0 ? (await pick.click(), await measure()) : [];
    const small = [...first, ...targets].filter(({ across }) => across < 44);
    assert.deepEqual(small, [], `${name}: touch targets on a phone`);
    await resignThroughThePage(ada);
  }
});

test("history, profile, rules, leaders and the notifications menu", async () => {
  const pages = [
    ["History", "h2:text('My finished games')"],
    ["ada", "h2:text('Recent games')"],
    ["Rules", "h2:text('How to play')"],
    ["Leaders", "h2:text('Leaders:')"],
  ];
  for (const [link, ready] of pages) {
    await ada.page.click(`nav >> text=${link}`);
    await ada.page.waitForSelector(ready);
    await assertAccessible(ada, link);
  }
  await ada.page.click("button.notifications-button");
  await ada.page.waitForSelector("#notifications-panel");
  await assertAccessible(ada, "notifications menu");
  await ada.page.keyboard.press("Escape");
});
