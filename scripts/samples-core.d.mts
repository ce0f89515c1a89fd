import type { Sample } from './sample-types.mjs';
export const sampleLanguages: Record<'python' | 'typescript', string[]>;
export const optOutPattern: RegExp;
export function contentFiles(dir: string): Generator<string>;
export function collectSamples(options?: { contentDir?: string; cookbookDir?: string }): Sample[];
