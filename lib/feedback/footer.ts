/** Paths that show no feedback/support footer, exact or any sub-path. */
const withoutFooter = ['/imprint', '/blog', '/customers', '/careers'];

export function showsFeedbackFooter(path: string): boolean {
  return !withoutFooter.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
