// Builds the client into dist/: one script and one stylesheet named by a hash of their content
// (so the server may cache them for good), and index.html naming them. The output depends only
// on the sources, so CI can rebuild and compare it with the committed bundle.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

const gzipped = gzipSync(script).length + gzipSync(style).length + gzipSync(page).length;
console.log(`dist/: ${scriptName}, ${styleName}; ${(gzipped / 1024).toFixed(1)} KiB gzipped in all`);
if (gzipped > 200 * 1024) {
  console.error("the bundle is over its 200 KiB budget");
  process.exit(1);
}
