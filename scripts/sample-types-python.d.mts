import type { Sample } from './samples-core.mjs';
export interface TypeProblem {
  where: string;
  rule: string;
  message: string;
}
export function pythonModules(samples: readonly Sample[]): { name: string; file: string; text: string }[];
export function checkPython(
  modules: ReturnType<typeof pythonModules>,
  options?: { stubPath?: string; pyright?: string },
): { problems: TypeProblem[]; files: number; seconds: number };
