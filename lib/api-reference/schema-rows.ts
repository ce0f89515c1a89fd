/**
 * A JSON Schema (already dereferenced) as the rows of a field table: one row per property, nested
 * objects and arrays of objects indented under their field, variants of a `oneOf` under a heading
 * row each. Depth is bounded, so a deep or self-similar schema still gives a readable table.
 */
export interface SchemaRow {
  /** The field's path: `messages[].role` is `role` of each item of `messages`. Empty for a variant row. */
  name: string;
  /** Nesting level, from 0. */
  depth: number;
  type: string;
  required: boolean;
  description: string;
}

export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
  discriminator?: { propertyName: string };
  nullable?: boolean;
};

const MAX_DEPTH = 4;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `allOf` parts merged into one object schema (properties and required lists joined). */
export function mergedSchema(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  const parts = [...allOf.map(mergedSchema), rest];
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Schema['properties'];
  const required = parts.flatMap((part) => part.required ?? []);
  return {
    ...(Object.assign({}, ...parts) as Schema),
    ...(Object.keys(properties ?? {}).length > 0 ? { properties } : {}),
    ...(required.length > 0 ? { required: [...new Set(required)] } : {}),
  };
}

const literal = (value: unknown) => JSON.stringify(value);

/** What a reader needs to know of a value's type: `string (date-time)`, `array of object`, `"a" | "b"`. */
export function typeLabel(input: Schema): string {
  const schema = mergedSchema(input);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return [...new Set(variants.map(typeLabel))].join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => {
    if (type === 'array') return schema.items ? `array of ${typeLabel(schema.items)}` : 'array';
    if (type === 'object' && isObject(schema.additionalProperties) && !schema.properties)
      return `map of ${typeLabel(schema.additionalProperties)}`;
    return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
  });
  if (named.length === 0) return schema.properties ? 'object' : 'any';
  return named.join(' | ');
}

/** The description with the constraints a reader must respect (range, length, default). */
function describe(schema: Schema): string {
  const notes: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    notes.push(`From ${schema.minimum} to ${schema.maximum}.`);
  else if (schema.minimum !== undefined) notes.push(`At least ${schema.minimum}.`);
  else if (schema.maximum !== undefined) notes.push(`At most ${schema.maximum}.`);
  if (schema.maxLength !== undefined) notes.push(`At most ${schema.maxLength} characters.`);
  if (schema.maxItems !== undefined) notes.push(`At most ${schema.maxItems} items.`);
  if (schema.default !== undefined) notes.push(`Default: \`${literal(schema.default)}\`.`);
  return [schema.description?.trim().replace(/\s+/g, ' '), ...notes].filter(Boolean).join(' ');
}

/** The schema that holds an array's or object's fields, if any (arrays of objects show their items). */
function fieldsHolder(schema: Schema): Schema | undefined {
  const merged = mergedSchema(schema);
  if (merged.properties) return merged;
  // Variants get rows of their own only when one of them has fields (`string | number` needs none).
  if ((merged.oneOf ?? merged.anyOf)?.some((variant) => fieldsHolder(variant))) return merged;
  if (merged.items) return fieldsHolder(merged.items);
  return undefined;
}

/** A variant's name for its heading row: its title, or the discriminator's value. */
function variantName(variant: Schema, discriminator: string | undefined, index: number): string {
  if (variant.title) return variant.title;
  const tag = discriminator ? mergedSchema(variant).properties?.[discriminator] : undefined;
  const value = tag?.const ?? (tag?.enum?.length === 1 ? tag.enum[0] : undefined);
  return value !== undefined && discriminator
    ? `${discriminator} = ${literal(value)}`
    : `Variant ${index + 1}`;
}

export function schemaRows(input: Schema | undefined, depth = 0, prefix = ''): SchemaRow[] {
  if (!input || depth > MAX_DEPTH) return [];
  const schema = mergedSchema(input);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && !schema.properties) {
    const discriminator = schema.discriminator?.propertyName;
    return variants.flatMap((variant, index) => [
      {
        name: '',
        depth,
        type: `One of: ${variantName(variant, discriminator, index)}`,
        required: false,
        description: describe(variant),
      },
      ...schemaRows(variant, depth + 1, prefix),
    ]);
  }
  if (!schema.properties) {
    const holder = schema.items ? fieldsHolder(schema.items) : undefined;
    return holder ? schemaRows(holder, depth, prefix ? `${prefix.replace(/\.$/, '')}[].` : '[].') : [];
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const merged = mergedSchema(property);
    const isArray = typeLabel(merged).startsWith('array of');
    const holder = fieldsHolder(merged);
    const field = `${prefix}${name}${isArray && holder ? '[]' : ''}`;
    return [
      {
        name: field,
        depth,
        type: typeLabel(merged),
        required: required.has(name),
        description: describe(merged),
      },
      ...(holder && depth < MAX_DEPTH ? schemaRows(holder, depth + 1, `${field}.`) : []),
    ];
  });
}
