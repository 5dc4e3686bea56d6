// "On this device": push notifications switched on or off for this browser, and what they tell.

import { useSignal } from "./signal";
import {
  PUSH_GROUPS,
  type PushGroup,
  pushGroups,
  pushProblem,
  pushStatus,
  setPushGroups,
  turnPushOff,
  turnPushOn,
} from "../push";

export function DeviceAlerts() {
  const status = useSignal(pushStatus);
  const groups = useSignal(pushGroups);
  const problem = useSignal(pushProblem);
  if (status === "unsupported") {
    return <p class="muted device-alerts">This browser cannot show push notifications.</p>;
  }
  return (
    <fieldset class="device-alerts">
      <legend>On this device</legend>
      <label class="check">
        <input type="checkbox" checked={status === "on"} disabled={status === "busy" || status === "blocked"}
          onChange={(event) => void ((event.target as HTMLInputElement).checked ? turnPushOn() : turnPushOff())} />
        Push notifications, with Shoreline closed
      </label>
      {status === "blocked" && (
        <p class="muted">Notifications are blocked for this site: allow them in your browser's settings.</p>
      )}
      {problem && <p class="error" role="alert">{problem}</p>}
      {status === "on" && (
        <ul class="push-groups">
          {(Object.keys(PUSH_GROUPS) as PushGroup[]).map((group) => (
            <li key={group}>
              <label class="check">
                <input type="checkbox" name={`push-${group}`} checked={groups.includes(group)}
                  onChange={(event) => {
                    const on = (event.target as HTMLInputElement).checked;
                    void setPushGroups(on ? [...groups, group] : groups.filter((g) => g !== group));
                  }} />
                {PUSH_GROUPS[group].label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
