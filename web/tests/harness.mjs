// Browser-test support: the real server binary on a free port with a fresh SQLite database,
// Debian's Chromium driven by playwright-core, and pages that fail the test on console errors.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const repo = new URL("../../", import.meta.url).pathname;
export const screenshotDir = join(repo, "target", "web-screenshots");

/**
 * axe-core, given to every page before its own scripts run: an init script is not held to the
 * page's Content-Security-Policy, which forbids any script but the page's own.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe-core finds serious or critical on the page as it is now (its standard rules: WCAG 2.1
 * A and AA and its best practices, not the experimental ones), one line per rule with the first
 * elements it names; empty when there is nothing.
 */
export async function accessibilityProblems(page) {
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ["violations"] });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 80)}`).join("; ")})`);
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The secret the test server signs access tokens with, so a test can forge an expired one. */
export const JWT_SECRET = "browser-tests-secret-0123456789";

/**
 * Starts the server binary (SHORELINE_BIN, default target/debug/shoreline). `restart()` stops it
 * and starts it again on the same port and database, as a deployment would.
 */
export async function startServer() {
  const binary = process.env.SHORELINE_BIN ?? join(repo, "target", "debug", "shoreline");
  const dir = mkdtempSync(join(tmpdir(), "shoreline-web-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = "";
  let child;
  const spawnServer = async () => {
    child = spawn(binary, [
      "--listen", `127.0.0.1:${port}`,
      "--database-url", `sqlite://${join(dir, "web.db")}`,
      "--jwt-secret", JWT_SECRET,
      // Push messages go to a stand-in push service on loopback (push.test.mjs).
      "--webhooks-allow-private",
    ], { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, RUST_LOG: "warn" } });
    child.stderr.on("data", (chunk) => { log += chunk; });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${log}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch { /* not listening yet */ }
      if (Date.now() > deadline) throw new Error(`the server did not start: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stopServer = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  await spawnServer();
  return {
    base,
    log: () => log,
    /** Stops the server for `downtimeMs`, running `whileDown` (if given) before it comes back. */
    async restart(downtimeMs = 1_000, whileDown = async () => {}) {
      await stopServer();
      await Promise.all([new Promise((r) => setTimeout(r, downtimeMs)), whileDown()]);
      await spawnServer();
    },
    async stop() {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
}

/** A player's tab; every console error or uncaught exception is recorded for the test to check. */
export async function openPlayer(browser, base, name, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: axeSource });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${name}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${name}: ${error.message}`));
  // Only the server is ever contacted.
  page.on("request", (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith("data:")) {
      errors.push(`${name}: request to another host: ${request.url()}`);
    }
  });
  await page.goto(`${base}/`);
  return { name, page, context, errors };
}

export async function screenshot(player, file) {
  mkdirSync(screenshotDir, { recursive: true });
  await player.page.screenshot({ path: join(screenshotDir, file), fullPage: true });
}

/** A small deterministic random source, so a failing game can be played again the same way. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
