// Draws the app's PNG icons (public/icons/icon-192.png, icon-512.png) from public/icons/icon.svg
// with the browser the tests use, so the PNGs always match the drawing. Run it after changing the
// SVG (`node scripts/icons.mjs`); the PNGs are committed, so the build needs no browser.
// The drawing keeps everything that matters inside the middle 80%, so the same 512 px file also
// serves as the "maskable" icon that Android crops to a circle or a squircle.
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";

const here = new URL("..", import.meta.url).pathname;
const svg = readFileSync(`${here}public/icons/icon.svg`, "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${here}public/icons/icon-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
