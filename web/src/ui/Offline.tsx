// Says so when the browser has no connection: the app shell still opens (the service worker
// keeps it), but nothing on the page is live until the connection is back.

import { useEffect, useState } from "preact/hooks";

export function OfflineNote() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  return online ? null : (
    <p class="offline" role="status">
      You are offline. Games, moves and invitations will show again when the connection is back;
      nothing here is live until then.
    </p>
  );
}
