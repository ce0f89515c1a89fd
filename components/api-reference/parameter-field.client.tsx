'use client';

import type { ParameterShape } from '@/lib/api-requests/request-shape';

/** The id of a console field by its issue name (`query.limit` → `console-query-limit`). */
export const fieldId = (field: string) => `console-${field.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(text).join(', ')
      : JSON.stringify(value);

export interface ParameterFieldProps {
  parameter: Omit<ParameterShape, 'in'> & { in: ParameterShape['in'] | 'server' };
  value: string;
  issue?: string;
  inputClass: string;
  onChange: (value: string) => void;
}

/**
 * One parameter as a labelled field: a choice for an enum or a boolean, else text with the example or
 * default as its placeholder; required marked; its problem named below it and tied to it for screen
 * readers.
 */
export function ParameterField({ parameter, value, issue, inputClass, onChange }: ParameterFieldProps) {
  const id = fieldId(`${parameter.in}.${parameter.name}`);
  const schema = parameter.schema;
  const choices = Array.isArray(schema.enum)
    ? schema.enum.map(text)
    : schema.type === 'boolean'
      ? ['true', 'false']
      : undefined;
  const hint = [schema.default !== undefined ? `Default ${text(schema.default)}.` : '', parameter.description]
    .filter(Boolean)
    .join(' ');
  const described =
    [issue ? `${id}-issue` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: inputClass,
    value,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': described,
    'aria-required': parameter.required || undefined,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        <code className="font-mono">{parameter.name}</code>
        {parameter.required ? <span className="text-xs font-normal text-muted"> required</span> : null}
      </label>
      {choices ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {parameter.required ? null : <option value="">(not sent)</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          autoComplete="off"
          spellCheck={false}
          inputMode={schema.type === 'integer' || schema.type === 'number' ? 'numeric' : undefined}
          placeholder={parameter.example !== undefined ? text(parameter.example) : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {issue ? (
        <p id={`${id}-issue`} className="mt-1 text-red-700 dark:text-red-300">
          <code className="font-mono">{parameter.name}</code> {issue}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
