// The toasts and the notifications menu, on every page once signed in (`notices.ts` holds what
// they show).

import { useEffect, useRef, useState } from "preact/hooks";
import {
  answerInvitation,
  dismissToast,
  inbox,
  markRead,
  type Notification,
  type Toast,
  toasts,
} from "../notices";
import { links, navigate } from "../router";
import { DeviceAlerts } from "./DeviceAlerts";
import { describeNotification } from "./notificationText";
import { sayFailure } from "./problems";
import { useSignal } from "./signal";
import { when } from "./bits";

/** Opening what a notification is about reads it. */
function open(id: number, gameId: string): void {
  void markRead({ ids: [id] }).catch(() => undefined);
  navigate(links.game(gameId));
}

export function Toasts() {
  const shown = useSignal(toasts);
  return (
    <section class="toasts" aria-label="Alerts" aria-live="polite">
      {shown.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </section>
  );
}

function ToastCard({ item }: { item: Toast }) {
  const [failure, setFailure] = useState<string | null>(null);
  const answer = async (invitationId: string, accept: boolean) => {
    setFailure(null);
    try {
      await answerInvitation(invitationId, item.gameId, accept);
      void markRead({ ids: [item.id] }).catch(() => undefined);
    } catch (error) {
      setFailure(sayFailure(error));
    }
  };
  return (
    <div class="toast" role="status">
      <p>{item.text}</p>
      {failure && <p class="error">{failure}</p>}
      <div class="toast-actions">
        {item.invitationId ? (
          <>
            <button type="button" onClick={() => void answer(item.invitationId!, true)}>Accept</button>
            <button type="button" class="secondary" onClick={() => void answer(item.invitationId!, false)}>
              Decline
            </button>
          </>
        ) : (
          <button type="button" onClick={() => { dismissToast(item.id); open(item.id, item.gameId); }}>
            Open
          </button>
        )}
        <button type="button" class="link" aria-label="Dismiss" onClick={() => dismissToast(item.id)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

/** The header's menu over the inbox: the unread count, the newest notifications, mark read. */
export function NotificationsMenu() {
  const { unread, items } = useSignal(inbox);
  const [expanded, setExpanded] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!expanded) return;
    const closeOutside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setExpanded(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setExpanded(false);
    };
    document.addEventListener("click", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [expanded]);
  return (
    <div class="notifications" ref={menu}>
      <button type="button" class="link notifications-button" aria-expanded={expanded}
        aria-controls="notifications-panel" onClick={() => setExpanded(!expanded)}>
        Notifications
        {unread > 0 && <span class="badge">{unread}<span class="sr-only"> unread</span></span>}
      </button>
      {expanded && (
        <div id="notifications-panel" class="notifications-panel">
          {items.length === 0 ? (
            <p class="muted">Nothing yet.</p>
          ) : (
            <ul>
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={() => setExpanded(false)} />
              ))}
            </ul>
          )}
          {unread > 0 && (
            <button type="button" class="secondary mark-all-read"
              onClick={() => void markRead({ upTo: Math.max(...items.map((item) => item.id)) })}>
              Mark all read
            </button>
          )}
          <DeviceAlerts />
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <li class={item.read_at ? "read" : "unread"}>
      <a href={links.game(item.game_id)} onClick={(event) => {
        event.preventDefault();
        onOpen();
        open(item.id, item.game_id);
      }}>
        {describeNotification(item)}
      </a>
      <span class="muted"> {when(item.created_at)}{item.read_at ? "" : " · new"}</span>
    </li>
  );
}
