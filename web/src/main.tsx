import { render } from "preact";
import { App } from "./app";
import { startAlerts } from "./alerts";

startAlerts();
render(<App />, document.getElementById("app")!);
