/**
 * The build's folder: `.next`, or another one named by `NEXT_DIST_DIR` so that a second build with
 * other settings (the end-to-end tests' configured build) can live beside the default one. Read by
 * next.config.ts and by the server code that reads what the build wrote there (server/search.ts).
 */
export const distDir = (): string => process.env.NEXT_DIST_DIR || '.next';
