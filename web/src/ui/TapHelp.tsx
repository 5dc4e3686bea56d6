// Help on a tap: a touch screen has no hover, so a tap on anything of a board that explains
// itself in a tooltip (an SVG <title>, an HTML `title`) shows that text in a line under the
// board. A tap on a choice (a move's start or target, a button, a link) is a move, never help.

import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";

const ACTS = "[data-choice], button, a, input, select, summary, label";

/** The tooltip text of what was tapped inside `container`, or null for a move or nothing. */
function explanation(target: EventTarget | null, container: Element): string | null {
  let node = target instanceof Element ? target : null;
  if (node?.closest(ACTS)) return null;
  while (node && node !== container) {
    const title = node instanceof SVGElement
      ? node.querySelector(":scope > title")?.textContent
      : node.getAttribute("title");
    if (title) return title;
    node = node.parentElement;
  }
  return null;
}

/** `version`: the game's; a move may change what was explained, so the note goes with it. */
export function TapHelp({ version, children }: { version: number; children: ComponentChildren }) {
  const [help, setHelp] = useState<string | null>(null);
  useEffect(() => setHelp(null), [version]);
  return (
    <div class="tap-help-area" onClick={(event) => setHelp(explanation(event.target, event.currentTarget as Element))}>
      {children}
      {help && <p class="tap-help" role="status">{help}</p>}
    </div>
  );
}
