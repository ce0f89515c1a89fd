export const OPENAPI_FILE: string;
export function parseApiDocument(
  text: string,
  file?: string,
): { document?: Record<string, unknown>; problems: string[] };
// The dereferenced document is plain JSON; tests reach into it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OpenApiDocument = any;
export function exampleProblems(
  dereferenced: OpenApiDocument,
  file?: string,
): { problems: string[]; checked: number };
export function loadApiDocument(
  file?: string,
): Promise<{ document?: OpenApiDocument; problems: string[]; examples: number }>;
export function curlRequests(code: string): { method: string; url: string; body: string | undefined }[];
export function operationFor(
  document: OpenApiDocument,
  method: string,
  url: string,
): { template: string; operation: OpenApiDocument } | undefined;
export function curlProblems(document: OpenApiDocument, file: string, code: string): string[];
export const operationErrorStatuses: string[];
export function errorReasonProblems(document: OpenApiDocument, file?: string): string[];
