// Push notifications on this device: with the page closed, the browser's push service wakes
// the service worker (service-worker.js), which shows the notification and opens the game when
// it is tapped. The player turns them on in the notifications menu and picks what they want told
// on this device; the server keeps one subscription per device, for one person: signing out
// here ends it, and so does another player signing in.

import { api, type Schemas } from "./api/client";
import { session } from "./session";
import { signal } from "./ui/signal";

type Kind = Schemas["NotificationKind"];

/** What a player chooses to be told of, in their words, and the notification kinds it takes. */
export const PUSH_GROUPS = {
  your_move: { label: "Your move", kinds: ["your_move"] },
  deadlines: { label: "Time running out", kinds: ["deadline_near"] },
  invitations: {
    label: "Invitations",
    kinds: ["invited", "invitation_answered", "invitation_withdrawn"],
  },
  games: { label: "Games starting and ending", kinds: ["game_started", "game_ended"] },
} satisfies Record<string, { label: string; kinds: Kind[] }>;
export type PushGroup = keyof typeof PUSH_GROUPS;
const ALL_GROUPS = Object.keys(PUSH_GROUPS) as PushGroup[];

/**
 * `unsupported`: this browser has no Web Push (or the server none); `blocked`: the player
 * refused notifications to this site in the browser; `off`/`on`: as the player set it here.
 */
export type PushStatus = "unsupported" | "blocked" | "off" | "on" | "busy";

const GROUPS_SETTING = "shoreline.push-groups";
const SUBSCRIPTION_SETTING = "shoreline.push-subscription-id";
/** Who turned push on in this browser: only they find it on when they sign in again. */
const OWNER_SETTING = "shoreline.push-owner";

export const pushStatus = signal<PushStatus>(supported() ? "off" : "unsupported");
export const pushGroups = signal<PushGroup[]>(storedGroups());
/** Why the last change did not take, in a player's words; empty when it did. */
export const pushProblem = signal("");

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function storedGroups(): PushGroup[] {
  try {
    const stored = JSON.parse(localStorage.getItem(GROUPS_SETTING) ?? "null") as unknown;
    if (Array.isArray(stored)) return ALL_GROUPS.filter((group) => stored.includes(group));
  } catch {
    // Unreadable or refused storage: the default.
  }
  return ["your_move", "deadlines", "invitations"];
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (a private window): it lasts for this page only.
  }
}

/** This page's service worker registration; `null` when there is none (it never waits). */
async function pushManager(): Promise<PushManager | null> {
  return (await navigator.serviceWorker.getRegistration())?.pushManager ?? null;
}

function kindsOf(groups: PushGroup[]): Kind[] {
  return groups.flatMap((group) => PUSH_GROUPS[group].kinds);
}

/** Tells the server about this device's subscription, for the signed-in player and `groups`. */
async function save(subscription: PushSubscription, groups: PushGroup[]): Promise<boolean> {
  const json = subscription.toJSON();
  const answer = await api.POST("/api/v1/me/push-subscriptions", {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      kinds: kindsOf(groups),
    },
  });
  if (!answer.data) {
    pushProblem.set(answer.error?.detail ?? "The server did not take this device's subscription.");
    return false;
  }
  remember(SUBSCRIPTION_SETTING, answer.data.id);
  remember(OWNER_SETTING, session.get()?.username ?? null);
  pushProblem.set("");
  return true;
}

/**
 * Once signed in: the player who turned push on in this browser finds it on (the server is told
 * again, in case another account had claimed the device meanwhile). A subscription left by
 * another player (their session ended without signing out) is ended: a browser tells one person,
 * the one signed in on it. Anyone else finds it off until they turn it on themselves.
 */
export async function syncPush(): Promise<void> {
  if (!supported()) return;
  if (Notification.permission === "denied") return pushStatus.set("blocked");
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  if (!manager || !subscription) return pushStatus.set("off");
  if (stored(OWNER_SETTING) !== session.get()?.username) {
    // Their push service now refuses messages for it, and the server forgets it.
    await subscription.unsubscribe().catch(() => false);
    remember(SUBSCRIPTION_SETTING, null);
    remember(OWNER_SETTING, null);
    return pushStatus.set("off");
  }
  if (Notification.permission !== "granted") return pushStatus.set("off");
  const current = await subscriptionFor(manager, await serverKey());
  pushStatus.set(current && (await save(current, pushGroups.get())) ? "on" : "off");
}

/** The server's VAPID public key; `null` when it sends no push notifications. */
async function serverKey(): Promise<string | null> {
  return (await api.GET("/api/v1/push/public-key")).data?.public_key ?? null;
}

/**
 * This device's subscription for the server's key: the one it has, or a new one. One made for
 * another key (the operator replaced it: push services refuse its messages) is ended first.
 */
async function subscriptionFor(manager: PushManager, key: string | null): Promise<PushSubscription | null> {
  if (!key) return null;
  const existing = await manager.getSubscription();
  const madeFor = existing?.options?.applicationServerKey;
  if (existing && (!madeFor || toBase64Url(new Uint8Array(madeFor)) === key)) return existing;
  await existing?.unsubscribe().catch(() => false);
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) });
}

/** Asks the browser for permission, subscribes this device and tells the server. */
export async function turnPushOn(): Promise<void> {
  if (!supported()) return;
  pushStatus.set("busy");
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      pushStatus.set(permission === "denied" ? "blocked" : "off");
      return;
    }
    const key = await serverKey();
    if (!key) {
      pushProblem.set("This server does not send push notifications.");
      pushStatus.set("unsupported");
      return;
    }
    const manager = await pushManager();
    if (!manager) throw new Error("no service worker");
    const subscription = await subscriptionFor(manager, key);
    pushStatus.set(subscription && (await save(subscription, pushGroups.get())) ? "on" : "off");
  } catch {
    pushProblem.set("This browser could not subscribe to push notifications.");
    pushStatus.set("off");
  }
}

/** Ends this device's subscription, here and on the server. */
export async function turnPushOff(): Promise<void> {
  if (!supported()) return;
  pushStatus.set("busy");
  await forgetThisDevice();
  try {
    await (await (await pushManager())?.getSubscription())?.unsubscribe();
  } catch {
    // The server no longer sends to it either way.
  }
  pushStatus.set("off");
}

/** On signing out: this device stops telling the player who leaves it (and only them: another
 * account signed in in another tab leaves another's push alone). */
export async function forgetPushOnSigningOut(): Promise<void> {
  if (stored(OWNER_SETTING) === session.get()?.username) await turnPushOff();
}

/** Changes what this device is told of. */
export async function setPushGroups(groups: PushGroup[]): Promise<void> {
  pushGroups.set(groups);
  remember(GROUPS_SETTING, JSON.stringify(groups));
  if (pushStatus.get() !== "on") return;
  const subscription = await (await pushManager())?.getSubscription();
  if (subscription) await save(subscription, groups);
}

/** The server stops telling this device anything. */
async function forgetThisDevice(): Promise<void> {
  const id = stored(SUBSCRIPTION_SETTING);
  remember(SUBSCRIPTION_SETTING, null);
  remember(OWNER_SETTING, null);
  if (!id) return;
  await api
    .DELETE("/api/v1/me/push-subscriptions/{id}", { params: { path: { id } } })
    .catch(() => undefined);
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
