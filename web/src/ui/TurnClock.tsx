// The clock of a game with a time limit per move: how long the seat to act has left before the
// server plays its timeout, counting down every second, red in the last minutes. The deadline is
// the server's (`deadline_at`); this browser's clock may differ from it by a little.

import { useEffect, useState } from "preact/hooks";

/** Under this share of the time per move (and at most five minutes) the clock turns red. */
const URGENT_SHARE = 0.2;
const URGENT_AT_MOST_MS = 5 * 60 * 1000;

export function TurnClock({ deadline, turnSecs, who }: { deadline: string; turnSecs: number | null; who: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Date.parse(deadline) - now);
  const urgentBelow = Math.min(URGENT_AT_MOST_MS, (turnSecs ?? 0) * 1000 * URGENT_SHARE);
  const urgent = left <= urgentBelow;
  return (
    <p class={`turn-clock${urgent ? " urgent" : ""}`} data-left-ms={left}>
      <span aria-hidden="true">⏱ </span>
      {left === 0 ? `${who}: time is up` : `${who}: ${clockText(left)} left`}
    </p>
  );
}

/** "1 h 05 min", "4:09", "0:07". */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds >= 3600) {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return `${hours} h ${String(minutes).padStart(2, "0")} min`;
  }
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}
