import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import valid from './fixtures/valid-project.json';
import {
  compiledVariables,
  promptVariables,
  templateParts,
  tracesUsingPrompt,
  versionLabels,
  versionWithLabel,
} from './prompts';
import { parseDemoProject } from './validate';

const project = parseDemoProject(valid, 'fixture');
const prompt = project.prompts[0]!;

describe('prompt templates', () => {
  it('lists each variable once, in order of first use', () => {
    expect(promptVariables('For {{product}}: {{ question }} ({{product}})')).toEqual(['product', 'question']);
    expect(promptVariables('No variables.')).toEqual([]);
  });

  it('cuts a template into text and variables', () => {
    expect(templateParts('Hi {{name}}, see {{context}}')).toEqual([
      { text: 'Hi ' },
      { variable: 'name' },
      { text: ', see ' },
      { variable: 'context' },
    ]);
  });

  it('finds the values a compiled text was filled with, or null when it was not compiled from it', () => {
    expect(
      compiledVariables('You help customers of {{product}}.', 'You help customers of Quillnote.'),
    ).toEqual({
      product: 'Quillnote',
    });
    expect(compiledVariables('A {{x}} and {{x}}', 'A 1 and 2')).toBeNull();
    expect(compiledVariables('You help customers of {{product}}.', 'Something else')).toBeNull();
  });

  it('gets back the values it was compiled with', () => {
    const value = fc.stringMatching(/^[a-z ]{0,12}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[#:|]{1,3}$/), value), { minLength: 1, maxLength: 5 }),
        (parts) => {
          const template = parts.map(([separator], i) => `${separator}{{v${i}}}`).join('') + '.';
          const text = parts.map(([separator, filled]) => `${separator}${filled}`).join('') + '.';
          expect(compiledVariables(template, text)).toEqual(
            Object.fromEntries(parts.map(([, filled], i) => [`v${i}`, filled])),
          );
        },
      ),
    );
  });
});

describe('prompt versions', () => {
  it('puts latest on the newest version, after its own labels', () => {
    expect(versionLabels(prompt, prompt.versions[1]!)).toEqual(['staging', 'latest']);
    expect(versionLabels(prompt, prompt.versions[0]!)).toEqual(['production']);
    expect(versionWithLabel(prompt, 'latest')?.version).toBe(2);
    expect(versionWithLabel(prompt, 'production')?.version).toBe(1);
  });

  it('knows which traces used a version', () => {
    expect(tracesUsingPrompt(project, 'support-answer', 2).map((t) => t.name)).toEqual(['answer-question']);
    expect(tracesUsingPrompt(project, 'support-answer', 1)).toEqual([]);
  });
});
