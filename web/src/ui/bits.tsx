// Small shared pieces of UI.

import type { ComponentChildren } from "preact";
import type { Game } from "../api/client";

export function ErrorNote({ message }: { message: string | null }) {
  return message ? <p class="error" role="alert">{message}</p> : null;
}

export function Loading({ what }: { what: string }) {
  return <p class="muted" aria-busy="true">Loading {what}…</p>;
}

export function Section({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A game's status as a badge in a player's words ("in play", not "active"). */
export function StatusBadge({ status }: { status: Game["status"] }) {
  const said: Record<Game["status"], string> = {
    open: "waiting for players", active: "in play", finished: "finished", cancelled: "cancelled",
  };
  return <span class={`status ${status}`}>{said[status]}</span>;
}

export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : "";
}
