// An optional sound when a move of yours is awaited: off until the player turns it on (the
// header's "Sound" switch), remembered in this browser. Made with Web Audio (two short tones), so
// there is no file to fetch and nothing plays before the player has touched the page, which
// browsers require before a page may make sound anyway.

import { signal } from "./ui/signal";

const SETTING = "shoreline.move-sound";

/** Whether the move sound is on, as the player last set it in this browser. */
export const moveSound = signal(readSetting());

function readSetting(): boolean {
  try {
    return localStorage.getItem(SETTING) === "on";
  } catch {
    return false;
  }
}

export function setMoveSound(on: boolean): void {
  try {
    localStorage.setItem(SETTING, on ? "on" : "off");
  } catch {
    // Storage refused (a private window): the setting lasts for this page only.
  }
  moveSound.set(on);
  // Turning it on is a touch of the page: a good moment to let the player hear it once.
  if (on) playMoveSound();
}

let context: AudioContext | null = null;

/** Plays the move sound if the player turned it on. */
export function playMoveSound(): void {
  if (!moveSound.get() || typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [offset, frequency] of [[0, 660], [0.12, 880]] as const) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.12, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.18);
    tone.connect(volume).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.2);
  }
}
