// The "new game" options, drawn from each game's options schema in the committed spec
// (src/api/options-schemas.json, generated): a checkbox per boolean, a number field per integer.
// Options of other shapes (Landfall's custom island, its handicap) keep the server's defaults.

import optionsSchemas from "../api/options-schemas.json";

interface PropertySchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

/** `air-land-sea` -> `AirLandSeaOptions`, the spec's naming of each game's options. */
export function optionsSchemaName(gameType: string): string {
  return `${gameType.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Options`;
}

function editableProperties(gameType: string): [string, PropertySchema][] {
  const schema = (optionsSchemas as Record<string, { properties?: Record<string, PropertySchema> }>)[
    optionsSchemaName(gameType)
  ];
  return Object.entries(schema?.properties ?? {}).filter(
    ([, p]) => p.type === "boolean" || p.type === "integer",
  );
}

export type Options = Record<string, boolean | number>;

export function defaultOptions(gameType: string): Options {
  const options: Options = {};
  for (const [name, property] of editableProperties(gameType)) {
    options[name] = (property.default as boolean | number | undefined) ?? (property.type === "boolean" ? false : 0);
  }
  return options;
}

function labelOf(name: string): string {
  const words = name.replace(/_/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}

export function OptionsForm(props: { gameType: string; value: Options; onChange(next: Options): void }) {
  const fields = editableProperties(props.gameType);
  if (fields.length === 0) return null;
  return (
    <fieldset>
      <legend>Options</legend>
      {fields.map(([name, property]) => (
        <label key={name} class={property.type === "boolean" ? "check" : undefined} title={property.description}>
          {property.type === "boolean" ? (
            <input type="checkbox" name={name} checked={Boolean(props.value[name])}
              onChange={(e) => props.onChange({ ...props.value, [name]: e.currentTarget.checked })} />
          ) : null}
          {labelOf(name)}
          {property.type === "integer" ? (
            <input type="number" name={name} min={property.minimum} max={property.maximum}
              value={Number(props.value[name])}
              onInput={(e) => props.onChange({ ...props.value, [name]: Number(e.currentTarget.value) })} />
          ) : null}
          {property.description && <small class="muted">{property.description.split("\n").join(" ")}</small>}
        </label>
      ))}
    </fieldset>
  );
}
