export function onDemandMdxProblems(file: string, text: string): string[];
