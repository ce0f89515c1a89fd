export interface Sample {
  file: string;
  where: string;
  language: 'python' | 'typescript';
  fence: string;
  code: string;
  line?: number;
  cell?: number;
  title?: string;
  optOut?: string;
}
export const sampleLanguages: Record<'python' | 'typescript', string[]>;
export const optOutPattern: RegExp;
export function providedNames(line: string): string[] | undefined;
export function checkedSamplesByFile(
  samples: readonly Sample[],
  language: Sample['language'],
): Map<string, Sample[]>;
export function contentFiles(dir: string): Generator<string>;
export function collectSamples(options?: { contentDir?: string; cookbookDir?: string }): Sample[];
