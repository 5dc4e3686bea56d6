import type { BoardProps } from "./board";
import { ActionList } from "./ActionList";

export function LandfallBoard({ actions, act }: BoardProps<unknown, unknown>) {
  return <ActionList actions={actions} act={act} role="target" describe={(a) => JSON.stringify(a)} />;
}
