// The listed moves a board does not place on its drawing, as labelled buttons: what the server
// lists is offered, nothing more.

import type { ChoiceRole } from "./board";

export function ActionList<Action>(props: {
  actions: Action[];
  describe(action: Action): string;
  act(action: Action): void;
  role?: ChoiceRole;
  label?: string;
}) {
  if (props.actions.length === 0) return null;
  return (
    <div class="row action-list" role="group" aria-label={props.label ?? "Moves"}>
      {props.actions.map((action, i) => (
        <button key={i} type="button" class="secondary" data-choice={props.role ?? "other"}
          onClick={() => props.act(action)}>
          {props.describe(action)}
        </button>
      ))}
    </div>
  );
}
