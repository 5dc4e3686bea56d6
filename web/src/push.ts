// Push notifications on this device: with the page closed, the browser's push service wakes
// the service worker (service-worker.js), which shows the notification and opens the game when
// it is tapped. The player turns them on in the notifications menu and picks what they want told
// on this device; the server keeps one subscription per device, for whoever signed in on it
// last (signing out here ends it).

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
 * again, in case another player had claimed the device meanwhile); anyone else finds it off
 * until they turn it on themselves.
 */
export async function syncPush(): Promise<void> {
  if (!supported()) return;
  if (Notification.permission === "denied") return pushStatus.set("blocked");
  const subscription = await (await pushManager())?.getSubscription();
  const mine = stored(OWNER_SETTING) === session.get()?.username;
  if (!subscription || !mine || Notification.permission !== "granted") {
    return pushStatus.set("off");
  }
  pushStatus.set((await save(subscription, pushGroups.get())) ? "on" : "off");
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
    const key = await api.GET("/api/v1/push/public-key");
    if (!key.data) {
      pushProblem.set("This server does not send push notifications.");
      pushStatus.set("unsupported");
      return;
    }
    const manager = await pushManager();
    if (!manager) throw new Error("no service worker");
    const subscription =
      (await manager.getSubscription()) ??
      (await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: fromBase64Url(key.data.public_key),
      }));
    pushStatus.set((await save(subscription, pushGroups.get())) ? "on" : "off");
  } catch {
    pushProblem.set("This browser could not subscribe to push notifications.");
    pushStatus.set("off");
  }
}

/** Ends this device's subscription, here and on the server (also on signing out: this device
 * stops telling the player who leaves it). */
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

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
