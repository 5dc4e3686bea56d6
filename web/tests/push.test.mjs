// Push notifications with the page closed: a player turns them on in the notifications menu
// (the browser asks for permission; the subscription reaches the server), the other player
// moves, and the server's push message, checked and decrypted by a stand-in push service
// (push-service.mjs), is shown by the service worker as "Your move", opening the game.
//
// What is and is not covered: Chromium's own push service (Firebase Cloud Messaging) cannot be
// reached here, so `PushManager.subscribe` is answered by the test with the stand-in's endpoint
// and keys (the server's VAPID key it was called with is checked), and the stand-in's decrypted
// message is handed to the service worker through the DevTools protocol
// (`ServiceWorker.deliverPushMessage`), as the browser would hand it on. Tapping the
// notification (`notificationclick`) cannot be done from a test; what it opens is checked in the
// notification's data.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { seededRandom } from "./harness.mjs";
import { startPushService } from "./push-service.mjs";
import { server, ada, grace, setUp, tearDown, assertNoErrors, startGame, play, nextMover, resignThroughThePage } from "./table.mjs";

let pushService;
before(setUp);
// Closed here too, so that a failing test leaves no server holding the test process open.
after(async () => {
  await pushService?.close();
  await tearDown();
});

/** Answers `PushManager.subscribe` with the stand-in's subscription (see the file's comment). */
function fakeSubscription({ endpoint, keys }) {
  const subscription = {
    endpoint,
    expirationTime: null,
    // The key it was made for, as a browser keeps it (the page compares it with the server's).
    get options() {
      const key = localStorage.getItem("test.application-server-key");
      return { applicationServerKey: Uint8Array.from(atob(key ?? ""), (c) => c.charCodeAt(0)).buffer };
    },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem("test.push-subscribed");
      return true;
    },
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = new Uint8Array(options.applicationServerKey);
    localStorage.setItem("test.application-server-key", btoa(String.fromCharCode(...key)));
    localStorage.setItem("test.push-subscribed", "yes");
    return subscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return localStorage.getItem("test.push-subscribed") ? subscription : null;
  };
}

async function serverSubscriptions(player) {
  return player.page.evaluate(async () => {
    const answer = await fetch("/api/v1/me/push-subscriptions", {
      headers: { authorization: `Bearer ${sessionStorage.getItem("shoreline.token")}` },
    });
    return answer.json();
  });
}

async function waitFor(condition) {
  for (const deadline = Date.now() + 15_000; !(await condition()); await grace.page.waitForTimeout(100)) {
    assert.ok(Date.now() < deadline, `never came true: ${condition}`);
  }
}

/** The service worker's registration id, as DevTools names it. */
async function registrationId(cdp) {
  const found = new Promise((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

/** The notifications the service worker shows. */
async function shownNotifications() {
  return grace.page.evaluate(async () => {
    const notifications = await (await navigator.serviceWorker.ready).getNotifications();
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  });
}

/**
 * Hands `message` to the service worker as the browser would, and returns what it then shows.
 * Handed over again if nothing shows within 5 s: a DevTools delivery that races the worker's
 * start has been seen to vanish once (on a CI run), and the same message shown twice would
 * replace itself (its tag), so the count below still catches a worker showing two.
 */
async function deliverAndShow(cdp, message) {
  const registration = await registrationId(cdp);
  for (let attempt = 1; ; attempt++) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: server.base,
      registrationId: registration,
      data: JSON.stringify(message),
    });
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; await grace.page.waitForTimeout(100)) {
      const shown = await shownNotifications();
      if (shown.length > 0) return shown;
    }
    const state = await grace.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { active: registration?.active?.state, permission: Notification.permission };
    });
    assert.ok(attempt < 3, `no notification shown after 3 deliveries (worker ${JSON.stringify(state)})`);
    console.log(`push: nothing shown after delivery ${attempt}; worker ${JSON.stringify(state)}; delivering again`);
  }
}

test("a player who turns on push notifications is told 'Your move' by the service worker, from the server's encrypted message", async () => {
  const serverKey = (await (await fetch(`${server.base}/api/v1/push/public-key`)).json()).public_key;
  pushService = await startPushService(serverKey);
  await grace.context.grantPermissions(["notifications"], { origin: server.base });
  await grace.context.addInitScript(fakeSubscription, { endpoint: pushService.endpoint, keys: pushService.keys });
  await grace.page.reload();
  await grace.page.waitForSelector("h2:text('My games')");
  await grace.page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Turning it on in the menu: the permission, the subscription with the server's key, and the
  // server's record of it.
  await grace.page.click("button.notifications-button");
  const pushSwitch = grace.page.getByLabel("Push notifications, with Shoreline closed");
  assert.equal(await pushSwitch.isChecked(), false);
  // Clicked, not `check`ed: the switch stays off until the browser and the server have said yes.
  await pushSwitch.click();
  await grace.page.getByLabel("Your move").waitFor();
  const usedKey = await grace.page.evaluate(() => localStorage.getItem("test.application-server-key"));
  assert.equal(Buffer.from(usedKey, "base64").toString("base64url"), serverKey);
  const subscriptions = await serverSubscriptions(grace);
  assert.equal(subscriptions.length, 1);
  assert.equal(subscriptions[0].endpoint, pushService.endpoint);
  assert.deepEqual(subscriptions[0].kinds, ["your_move", "invited", "invitation_answered", "deadline_near", "invitation_withdrawn"]);
  // Games starting and ending are left out: unchecked by default, and checking it tells the server.
  await grace.page.getByLabel("Games starting and ending").check();
  await waitFor(async () => (await serverSubscriptions(grace))[0]?.kinds.includes("game_started"));
  await grace.page.getByLabel("Games starting and ending").uncheck();
  await waitFor(async () => !(await serverSubscriptions(grace))[0]?.kinds.includes("game_started"));
  await grace.page.keyboard.press("Escape");

  // Ada invites Grace (a push message for the invitation), the game starts, and Ada moves
  // until it is Grace's turn.
  await startGame("Air, Land & Sea");
  const rng = seededRandom(36);
  // Until Grace is to act: a card's ability can leave Ada a second step of her turn.
  while ((await nextMover()) === ada) await play(rng, { maxMoves: 1, label: "push" });
  // The invitation's message (sent by the outbox's worker) and the move's (handed to it at once)
  // may come in either order.
  const messages = new Map();
  while (!messages.has("invited") || !messages.has("your_move")) {
    const message = await pushService.next().catch((error) => {
      throw new Error(`${error.message}; had ${[...messages.keys()]}; the server's log:\n${server.log()}`);
    });
    assert.ok(!messages.has(message.notification.kind), `one ${message.notification.kind} message`);
    messages.set(message.notification.kind, message);
  }
  assert.deepEqual([...messages.keys()].sort(), ["invited", "your_move"], "games starting: not chosen");
  assert.equal(messages.get("invited").notification.inviter, "ada");
  const pushed = messages.get("your_move");
  assert.equal(pushed.notification.game_type, "air-land-sea");
  assert.equal(pushed.ttl, 86400);
  assert.equal(pushed.topic, pushed.notification.game_id.replaceAll("-", ""));
  assert.ok(grace.page.url().endsWith(`/games/${pushed.notification.game_id}`), "the game on Grace's screen");

  // The browser hands the message to the service worker, which shows it.
  const cdp = await grace.context.newCDPSession(grace.page);
  const shown = await deliverAndShow(cdp, pushed.notification);
  assert.equal(shown.length, 1);
  const [notification] = shown;
  assert.equal(notification.title, "Shoreline");
  assert.equal(notification.body, "Your move in Air, Land & Sea");
  assert.equal(notification.tag, pushed.notification.game_id);
  assert.equal(notification.data.url, `/#/games/${pushed.notification.game_id}`);
  await cdp.detach();

  // Turning it off ends the subscription on the server too.
  await grace.page.click("button.notifications-button");
  await grace.page.getByLabel("Push notifications, with Shoreline closed").click();
  await waitFor(async () => (await serverSubscriptions(grace)).length === 0);
  await grace.page.keyboard.press("Escape");
  await resignThroughThePage(ada);
  await pushService.close();
  assertNoErrors();
});
