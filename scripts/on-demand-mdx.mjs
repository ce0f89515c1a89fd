// The docs collection's MDX is compiled while its pages render, not bundled (source.config.ts), so
// its files cannot do what only a bundler does: import or export modules, or name images by a file
// path. This finds those lines, outside code fences, so the build stops with the file and line.

/** Problems of one MDX file of a collection compiled on demand, as `file:line: message`. */
export function onDemandMdxProblems(file, text) {
  const problems = [];
  let fence;
  const lines = text.split(/\r?\n/);
  let line = 0;
  // Front matter is YAML, not MDX.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) line = end + 1;
  }
  for (; line < lines.length; line++) {
    const content = lines[line];
    const marker = content.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(content))
        fence = undefined;
      continue;
    }
    if (fence) continue;
    if (/^(import|export)\s/.test(content))
      problems.push(
        `${file}:${line + 1}: import/export statements are not allowed: docs pages are compiled on demand; ` +
          'use the components MDX pages get without imports (README, "Content")',
      );
    for (const image of content.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)/g)) {
      const target = image[1];
      if (!target.startsWith('/') && !/^https?:\/\//.test(target))
        problems.push(
          `${file}:${line + 1}: image "${target}" is a file path: name images by their URL under public/ (e.g. /images/docs/…)`,
        );
    }
  }
  return problems;
}
