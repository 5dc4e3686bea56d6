// Builds the client into dist/: one script and one stylesheet named by a hash of their content
// (so the server may cache them for good), and index.html naming them. The output depends only
// on the sources, so CI can rebuild and compare it with the committed bundle.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const here = new URL(".", import.meta.url).pathname;
const dist = `${here}dist`;

const result = await build({
  entryPoints: [`${here}src/main.tsx`],
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2020",
  jsx: "automatic",
  jsxImportSource: "preact",
  legalComments: "none",
  // The published TypeScript client (../clients/typescript) imports openapi-fetch, which is
  // installed here: resolve its packages from this app's node_modules.
  nodePaths: [`${here}node_modules`],
  write: false,
  logLevel: "warning",
});
const script = result.outputFiles[0].contents;
const style = readFileSync(`${here}src/style.css`);

const hashed = (name, ext, contents) =>
  `${name}-${createHash("sha256").update(contents).digest("hex").slice(0, 12)}.${ext}`;
const scriptName = hashed("app", "js", script);
const styleName = hashed("app", "css", style);

rmSync(dist, { recursive: true, force: true });
mkdirSync(`${dist}/assets`, { recursive: true });
writeFileSync(`${dist}/assets/${scriptName}`, script);
writeFileSync(`${dist}/assets/${styleName}`, style);
const page = readFileSync(`${here}index.html`, "utf8")
  .replace("%SCRIPT%", `/assets/${scriptName}`)
  .replace("%STYLE%", `/assets/${styleName}`);
writeFileSync(`${dist}/index.html`, page);

// The installable app: the manifest and icons as they are, and the service worker with the list
// of what it keeps for offline use (the shell of this build) and a version that changes with it.
cpSync(`${here}public`, dist, { recursive: true });
const icons = readdirSync(`${here}public/icons`).map((name) => `/icons/${name}`);
const shell = ["/", `/assets/${scriptName}`, `/assets/${styleName}`, "/manifest.webmanifest", ...icons];
const shellHash = createHash("sha256").update(page).update(readFileSync(`${here}public/manifest.webmanifest`));
for (const icon of icons) shellHash.update(readFileSync(`${here}public${icon}`));
const shellVersion = shellHash.digest("hex").slice(0, 12);
const worker = await build({
  entryPoints: [`${here}src/service-worker.js`],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  legalComments: "none",
  define: { __SHELL__: JSON.stringify(shell), __VERSION__: JSON.stringify(shellVersion) },
  write: false,
  logLevel: "warning",
});
writeFileSync(`${dist}/sw.js`, worker.outputFiles[0].contents);

// The budget (issue 34: under 150 KB gzipped, fonts and pictures included) counts everything the
// browser may download from dist/: the page, script, style, service worker, manifest and icons.
const everything = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? everything(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]);
const gzipped = everything(dist).reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
console.log(`dist/: ${scriptName}, ${styleName}; ${(gzipped / 1024).toFixed(1)} KiB gzipped in all, icons included`);
if (gzipped > 150 * 1000) {
  console.error("the web client is over its 150 KB budget (gzipped, everything in dist/ included)");
  process.exit(1);
}
