import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

/**
 * JSON Schema checks worded for a person: the field (`body.batch[0].timestamp`) and what is wrong with
 * it (`must be a date and time in ISO 8601`). The validator is @cfworker/json-schema: it interprets
 * the schema instead of generating code, so it runs under the site's Content-Security-Policy (no
 * `unsafe-eval`) in the request console as well as in the sandbox, and both word a problem alike.
 */
export interface RequestIssue {
  /** Where: `path.traceId`, `query.limit`, `body.scores[0].value`. */
  field: string;
  message: string;
}

const validators = new WeakMap<object, Validator>();
function validatorFor(schema: Schema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(schema, '2020-12', false);
    validators.set(schema, validator);
  }
  return validator;
}

/** The schema node a keyword location points at (`#/properties/value/oneOf/1/type` → the branch). */
function nodeAt(root: Schema, location: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of location.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** `#/batch/0/body` under `body` → `body.batch[0].body`. */
export function fieldName(prefix: string, instanceLocation: string): string {
  return instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : `${field}.${part}`), prefix);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const typeWords = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).map((t) => article(String(t))).join(' or ');
const list = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
const quoted = (text: string) => /"([^"]+)"/.exec(text)?.[1];

const formats: Record<string, string> = {
  'date-time': 'a date and time in ISO 8601, such as 2026-01-31T12:00:00Z',
  date: 'a date in ISO 8601, such as 2026-01-31',
  uri: 'an absolute URL',
  email: 'an e-mail address',
  uuid: 'a UUID',
};

/** One leaf unit in words, with the field it concerns. */
function worded(unit: OutputUnit, root: Schema, prefix: string): RequestIssue {
  const field = fieldName(prefix, unit.instanceLocation);
  const owner = nodeAt(root, unit.keywordLocation.replace(/\/[^/]+$/, '')) ?? {};
  const value = owner[unit.keyword];
  const at = (message: string, name = field) => ({ field: name, message });
  switch (unit.keyword) {
    case 'required': {
      const missing = quoted(unit.error);
      return missing ? at('is required', `${field}.${missing}`) : at('misses a required field');
    }
    case 'type':
      return at(`must be ${typeWords(owner.type)}`);
    case 'enum':
      return at(`must be one of ${list((owner.enum as unknown[]) ?? [])}`);
    case 'const':
      return at(`must be ${JSON.stringify(owner.const)}`);
    case 'format':
      return at(`must be ${formats[String(owner.format)] ?? `a valid ${String(owner.format)}`}`);
    case 'minimum':
      return at(`must be at least ${String(value)}`);
    case 'maximum':
      return at(`must be at most ${String(value)}`);
    case 'exclusiveMinimum':
      return at(`must be more than ${String(value)}`);
    case 'exclusiveMaximum':
      return at(`must be less than ${String(value)}`);
    case 'minLength':
      return at(value === 1 ? 'must not be empty' : `must be at least ${String(value)} characters long`);
    case 'maxLength':
      return at(`must be at most ${String(value)} characters long`);
    case 'pattern':
      return at(`must match the pattern ${String(value)}`);
    case 'minItems':
      return at(value === 1 ? 'must not be empty' : `must have at least ${String(value)} items`);
    case 'maxItems':
      return at(`must have at most ${String(value)} items`);
    case 'uniqueItems':
      return at('must not repeat an item');
    case 'minProperties':
      return at(`must have at least ${String(value)} field${value === 1 ? '' : 's'}`);
    case 'additionalProperties': {
      const extra = quoted(unit.error);
      return extra ? at('is not a field of this request', `${field}.${extra}`) : at('has unknown fields');
    }
    default:
      return at(unit.error.replace(/\.$/, '').replace(/^Instance /, 'the value '));
  }
}

/** Keywords whose units only say that something below them failed. */
const containers = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'dependentSchemas']);

/**
 * The branch of a `oneOf`/`anyOf` the value was meant for: the one whose `const` checks (the
 * discriminator, such as an event's `type`) all pass, with the fewest problems. Undefined when every
 * branch fails a `const`, that is when the value names none of the forms.
 */
function intendedBranch(units: OutputUnit[], location: string, count: number): number | undefined {
  let best: { branch: number; problems: number } | undefined;
  for (let branch = 0; branch < count; branch++) {
    const inside = units.filter((unit) => unit.keywordLocation.startsWith(`${location}/${branch}/`));
    if (inside.some((unit) => unit.keyword === 'const')) continue;
    const problems = inside.filter((unit) => !containers.has(unit.keyword)).length;
    if (!best || problems < best.problems) best = { branch, problems };
  }
  return best?.branch;
}

/**
 * Every problem of `value` against `schema`, in words, fields named from `prefix` (`body`, `query.x`).
 * Of a `oneOf`, only the branch the value was meant for speaks; when it names no branch, one problem
 * lists the allowed values of the discriminator (or the allowed types).
 */
export function schemaIssues(schema: Schema, value: unknown, prefix: string): RequestIssue[] {
  const { valid, errors } = validatorFor(schema).validate(value);
  if (valid) return [];
  const excluded: string[] = [];
  const issues: RequestIssue[] = [];
  const choices = errors
    .filter((unit) => unit.keyword === 'oneOf' || unit.keyword === 'anyOf')
    .sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const choice of choices) {
    if (excluded.some((location) => choice.keywordLocation.startsWith(location))) continue;
    const branches = (nodeAt(schema, choice.keywordLocation) as unknown as unknown[] | undefined) ?? [];
    const intended = intendedBranch(errors, choice.keywordLocation, branches.length);
    for (let branch = 0; branch < branches.length; branch++)
      if (branch !== intended) excluded.push(`${choice.keywordLocation}/${branch}/`);
    const inIntended = (unit: OutputUnit) =>
      unit.keywordLocation.startsWith(`${choice.keywordLocation}/${intended}/`);
    if (intended !== undefined && !errors.some(inIntended))
      issues.push({
        field: fieldName(prefix, choice.instanceLocation),
        message: 'matches more than one of the forms this field takes',
      });
    else if (intended === undefined) {
      const discriminators = errors.filter(
        (unit) => unit.keyword === 'const' && unit.keywordLocation.startsWith(`${choice.keywordLocation}/`),
      );
      const names = [...new Set(discriminators.map((unit) => unit.instanceLocation))];
      if (names.length === 1)
        issues.push({
          field: fieldName(prefix, names[0]!),
          message: `must be one of ${list(discriminators.map((unit) => nodeAt(schema, unit.keywordLocation.replace(/\/const$/, ''))?.const))}`,
        });
      else {
        const types = branches.map((branch) => (branch as Record<string, unknown>)?.type).filter(Boolean);
        issues.push({
          field: fieldName(prefix, choice.instanceLocation),
          message:
            types.length === branches.length
              ? `must be ${typeWords(types)}`
              : 'does not match any of the forms this field takes',
        });
      }
    }
  }
  const seen = new Set(issues.map((issue) => `${issue.field} ${issue.message}`));
  for (const unit of errors) {
    if (containers.has(unit.keyword) || unit.keyword === 'oneOf' || unit.keyword === 'anyOf') continue;
    if (excluded.some((location) => unit.keywordLocation.startsWith(location))) continue;
    const issue = worded(unit, schema, prefix);
    const key = `${issue.field} ${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}
