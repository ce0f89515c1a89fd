export interface Sample {
  file: string;
  where: string;
  language: 'python' | 'typescript';
  fence: string;
  code: string;
  line?: number;
  cell?: number;
  optOut?: string;
}
export interface TypeProblem {
  where: string;
  rule: string;
  message: string;
}
export const fromYourAppPattern: RegExp;
export function pythonModules(samples: readonly Sample[]): { name: string; file: string; text: string }[];
export function checkPython(
  modules: ReturnType<typeof pythonModules>,
  options?: { stubPath?: string; pyright?: string },
): { problems: TypeProblem[]; files: number; seconds: number };
