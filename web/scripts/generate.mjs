// Generates the client's view of the API from the committed spec, openapi/openapi.json:
//   ../clients/typescript/src/schema.d.ts  every path and schema as TypeScript types
//                                (openapi-typescript), the published TypeScript client's types,
//                                which this app uses as any third party would;
//   src/api/options-schemas.json each game's creation options schema, references inlined, from
//                                which the lobby draws its "new game" form.
// CI runs this and fails when the output differs from what is committed, then typechecks: a
// change of the spec that breaks the client fails there.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const web = new URL("..", import.meta.url).pathname;
const specPath = `${web}../openapi/openapi.json`;
// Warnings are fatal, as for the Python client: whatever the generator says on stderr (a
// schema it could not read, a lint finding) fails the run.
const generated = spawnSync(
  `${web}node_modules/.bin/openapi-typescript`,
  [specPath, "-o", `${web}../clients/typescript/src/schema.d.ts`],
  { encoding: "utf8" },
);
if (generated.status !== 0 || generated.stderr.trim() !== "") {
  console.error(generated.stderr || `openapi-typescript exited with ${generated.status}`);
  process.exit(1);
}

const spec = JSON.parse(readFileSync(specPath, "utf8"));
const schemas = spec.components.schemas;

/** `schema` with every `$ref` replaced by the schema it names (the form reads no references). */
function inlined(schema) {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (schema === null || typeof schema !== "object") return schema;
  const { $ref, ...rest } = schema;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value)]));
  // The reference's own description (about this use of it) wins over the schema's.
  return $ref ? { ...inlined(schemas[$ref.split("/").pop()]), ...own } : own;
}

const optionsSchemas = {};
// The options are any of the game types' own schemas (or null for the defaults).
for (const ref of schemas.CreateGame.properties.options.anyOf.filter((item) => item.$ref)) {
  const name = ref.$ref.split("/").pop();
  optionsSchemas[name] = inlined(schemas[name]);
}
writeFileSync(`${web}src/api/options-schemas.json`, `${JSON.stringify(optionsSchemas, null, 2)}\n`);
console.log(`../clients/typescript/src/schema.d.ts, src/api/options-schemas.json (${Object.keys(optionsSchemas).join(", ")})`);
