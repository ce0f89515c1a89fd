import type { CompilerOptions } from 'typescript';
import type { Sample } from './samples-core.mjs';
export const compilerOptions: CompilerOptions;
export interface TypeScriptFile {
  path: string;
  pageDir: string;
  text: string;
  origins: ({ file: string; line: number; cell?: number } | undefined)[];
  sample: Sample;
}
export function typescriptFiles(samples: readonly Sample[]): TypeScriptFile[];
export function checkTypeScript(files: readonly TypeScriptFile[]): {
  problems: { where: string; message: string; code: number }[];
  files: number;
  seconds: number;
};
