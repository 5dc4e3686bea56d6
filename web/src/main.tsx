import { render } from "preact";
import { App } from "./app";
import { startAlerts } from "./alerts";

startAlerts();
render(<App />, document.getElementById("app")!);

// The installable app's worker (see service-worker.js): browsers allow it only on https or
// localhost, and the page works the same without it.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}
