// Small shared pieces of UI.

import type { ComponentChildren } from "preact";

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

export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : "";
}
