// The "new game" options, drawn from each game's options schema in the committed spec
// (src/api/options-schemas.json, generated with references inlined): a checkbox per boolean, a
// number field per integer, a choice per string enum, and for an option that is either null or
// an object of such fields (Landfall's handicap) a checkbox that turns it on, with its fields.
// Options of other shapes (Landfall's custom island, a list of stacks) keep the server's default.

import { optionLabel } from "./optionLabels";
import optionsSchemas from "../api/options-schemas.json";

interface PropertySchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  properties?: Record<string, PropertySchema>;
  oneOf?: PropertySchema[];
}

type Scalar = boolean | number | string;
export type Options = Record<string, Scalar | Record<string, Scalar> | null>;

/** `air-land-sea` -> `AirLandSeaOptions`, the spec's naming of each game's options. */
export function optionsSchemaName(gameType: string): string {
  return `${gameType.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Options`;
}

function isScalar(property: PropertySchema): boolean {
  return property.type === "boolean" || property.type === "integer" || (property.type === "string" && !!property.enum);
}

/** The object an optional group holds when on, if `property` is "null or an object of scalars". */
function groupOf(property: PropertySchema): PropertySchema | undefined {
  const object = property.oneOf?.find((choice) => choice.type === "object");
  const nullable = property.oneOf?.some((choice) => choice.type === "null");
  const fields = Object.values(object?.properties ?? {});
  return nullable && fields.length > 0 && fields.every(isScalar) ? object : undefined;
}

function editableProperties(gameType: string): [string, PropertySchema][] {
  const schema = (optionsSchemas as Record<string, { properties?: Record<string, PropertySchema> }>)[
    optionsSchemaName(gameType)
  ];
  return Object.entries(schema?.properties ?? {}).filter(([, p]) => isScalar(p) || groupOf(p));
}

function scalarDefault(property: PropertySchema): Scalar {
  const given = property.default as Scalar | undefined;
  if (given !== undefined && given !== null) return given;
  if (property.type === "boolean") return false;
  if (property.type === "string") return property.enum?.[0] ?? "";
  return property.minimum ?? 0;
}

/** An optional group's fields at their defaults: what turning it on starts from. */
function groupDefaults(group: PropertySchema): Record<string, Scalar> {
  return Object.fromEntries(
    Object.entries(group.properties ?? {}).map(([name, field]) => [name, scalarDefault(field)]),
  );
}

export function defaultOptions(gameType: string): Options {
  const options: Options = {};
  for (const [name, property] of editableProperties(gameType)) {
    options[name] = groupOf(property) ? null : scalarDefault(property);
  }
  return options;
}

function labelOf(name: string): string {
  return optionLabel(name);
}

function Description({ property }: { property: PropertySchema }) {
  return property.description ? <small class="muted">{property.description.split("\n").join(" ")}</small> : null;
}

/** One boolean, integer or enum field, named `name` in the form. */
function ScalarField(props: { name: string; label: string; property: PropertySchema; value: Scalar; onChange(next: Scalar): void }) {
  const { name, property, value, onChange } = props;
  if (property.type === "boolean") {
    return (
      <label class="check" title={property.description}>
        <input type="checkbox" name={name} checked={Boolean(value)} onChange={(e) => onChange(e.currentTarget.checked)} />
        {props.label}
        <Description property={property} />
      </label>
    );
  }
  return (
    <label title={property.description}>
      {props.label}
      {property.enum ? (
        <select name={name} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
          {property.enum.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </select>
      ) : (
        <input type="number" name={name} min={property.minimum} max={property.maximum} value={Number(value)}
          onInput={(e) => onChange(Number(e.currentTarget.value))} />
      )}
      <Description property={property} />
    </label>
  );
}

/** An option that is off (null) or an object of fields: a checkbox, and its fields when on. */
function GroupField(props: { name: string; property: PropertySchema; group: PropertySchema; value: Options[string]; onChange(next: Options[string]): void }) {
  const { name, property, group, onChange } = props;
  const value = props.value !== null && typeof props.value === "object" ? props.value : null;
  return (
    <div class="option-group">
      <label class="check" title={property.description ?? group.description}>
        <input type="checkbox" name={name} checked={value !== null}
          onChange={(e) => onChange(e.currentTarget.checked ? groupDefaults(group) : null)} />
        {labelOf(name)}
        <Description property={{ description: property.description ?? group.description }} />
      </label>
      {value !== null &&
        Object.entries(group.properties ?? {}).map(([field, schema]) => (
          <ScalarField key={field} name={`${name}.${field}`} label={labelOf(field)} property={schema}
            value={value[field] ?? scalarDefault(schema)}
            onChange={(next) => onChange({ ...value, [field]: next })} />
        ))}
    </div>
  );
}

export function OptionsForm(props: { gameType: string; value: Options; onChange(next: Options): void }) {
  const fields = editableProperties(props.gameType);
  if (fields.length === 0) return null;
  const set = (name: string) => (next: Options[string]) => props.onChange({ ...props.value, [name]: next });
  return (
    <fieldset>
      <legend>Options</legend>
      {fields.map(([name, property]) => {
        const group = groupOf(property);
        return group ? (
          <GroupField key={name} name={name} property={property} group={group} value={props.value[name] ?? null}
            onChange={set(name)} />
        ) : (
          <ScalarField key={name} name={name} label={labelOf(name)} property={property}
            value={(props.value[name] as Scalar | undefined) ?? scalarDefault(property)} onChange={set(name)} />
        );
      })}
    </fieldset>
  );
}
