import { rehypeCodeDefaultOptions, type RehypeCodeOptions } from 'fumadocs-core/mdx-plugins';
import type { ShikiTransformer } from 'shiki';

/**
 * Lines named in a code fence's meta, e.g. ```ts {1,3-5}: a set of 1-based line numbers. Ranges may
 * be written either way round; anything unreadable is ignored rather than failing the page.
 */
export function highlightedLines(meta: string | undefined): Set<number> {
  const lines = new Set<number>();
  const braces = meta?.match(/\{([\d\s,-]+)\}/);
  if (!braces?.[1]) return lines;
  for (const part of braces[1].split(',')) {
    const [first = '', second = first] = part.trim().split('-');
    const from = Number.parseInt(first, 10);
    const to = Number.parseInt(second, 10);
    if (!Number.isInteger(from) || !Number.isInteger(to)) continue;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    for (let line = Math.max(low, 1); line <= Math.min(high, low + 10_000); line += 1) lines.add(line);
  }
  return lines;
}

/** Marks lines named in the fence's meta (`{1,3-5}`) with the same class as `// [!code highlight]`. */
export function transformerMetaHighlight(): ShikiTransformer {
  return {
    name: 'spanlight:meta-highlight',
    line(node, line) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw;
      if (highlightedLines(raw).has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}

/** Puts the fence's language on the block (`data-language`), for the code block's bar to name it. */
export function transformerLanguage(): ShikiTransformer {
  return {
    name: 'spanlight:language',
    pre(node) {
      node.properties.dataLanguage = this.options.lang;
    },
  };
}

/** Names shown above code blocks; other languages show their fence name, plain text none. */
const languageNames: Record<string, string> = {
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  shellscript: 'Shell',
  zsh: 'Shell',
  console: 'Console',
  python: 'Python',
  py: 'Python',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  tsx: 'TSX',
  javascript: 'JavaScript',
  js: 'JavaScript',
  jsx: 'JSX',
  json: 'JSON',
  jsonc: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  sql: 'SQL',
  dockerfile: 'Dockerfile',
  docker: 'Dockerfile',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  cs: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
  rust: 'Rust',
  html: 'HTML',
  css: 'CSS',
  ini: 'INI',
  dotenv: '.env',
  env: '.env',
  http: 'HTTP',
  nginx: 'nginx',
  hcl: 'HCL',
  terraform: 'Terraform',
  mdx: 'MDX',
  md: 'Markdown',
  markdown: 'Markdown',
  diff: 'Diff',
  graphql: 'GraphQL',
  xml: 'XML',
};

/** The name of a fence's language for the code block's bar; `undefined` for plain text. */
export function languageName(lang: string | undefined): string | undefined {
  if (!lang || ['text', 'txt', 'plaintext', 'plain', 'ansi'].includes(lang)) return undefined;
  return languageNames[lang.toLowerCase()] ?? lang;
}

/** Shiki options of every code block: MDX pages (source.config.ts) and notebook cells alike. */
export const rehypeCodeOptions = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  // Language icons would add an inline SVG to every code block's HTML.
  icon: false,
  transformers: [
    ...(rehypeCodeDefaultOptions.transformers ?? []),
    transformerMetaHighlight(),
    transformerLanguage(),
  ],
} satisfies RehypeCodeOptions;
