/** A run of terminal text with the SGR style in effect. */
export interface AnsiSpan {
  text: string;
  /** 0-15: the standard and bright colours; 256-colour and true-colour codes map to the nearest. */
  fg?: number;
  bg?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** xterm's 256-colour palette entry as RGB. */
function palette(n: number): [number, number, number] {
  if (n < 16) return standard[n]!;
  if (n >= 232) {
    const level = 8 + (n - 232) * 10;
    return [level, level, level];
  }
  const steps = [0, 95, 135, 175, 215, 255];
  const index = n - 16;
  return [steps[Math.floor(index / 36)]!, steps[Math.floor(index / 6) % 6]!, steps[index % 6]!];
}

/** The 16 standard terminal colours (xterm defaults), to which richer colours are matched. */
const standard: [number, number, number][] = [
  [0, 0, 0],
  [205, 0, 0],
  [0, 205, 0],
  [205, 205, 0],
  [0, 0, 238],
  [205, 0, 205],
  [0, 205, 205],
  [229, 229, 229],
  [127, 127, 127],
  [255, 0, 0],
  [0, 255, 0],
  [255, 255, 0],
  [92, 92, 255],
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 255],
];

/**
 * The nearest of the 16 standard colours. Pages theme those 16 for light and dark backgrounds with
 * readable contrast; a fixed 256-colour or true colour could be unreadable on one of the themes.
 */
function nearestStandard([r, g, b]: [number, number, number]): number {
  let best = 0;
  let bestDistance = Infinity;
  standard.forEach(([sr, sg, sb], index) => {
    const distance = (r - sr) ** 2 + (g - sg) ** 2 + (b - sb) ** 2;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Terminal output as styled runs: SGR colour codes (16, 256 and true colours, the latter two
 * matched to the nearest of the 16; bold, italic, underline) become styles; other escape sequences are dropped; a carriage return overwrites the
 * line it ends, as a terminal shows progress bars.
 */
export function parseAnsi(input: string): AnsiSpan[] {
  const text = input
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.slice(line.lastIndexOf('\r') + 1))
    .join('\n');
  const spans: AnsiSpan[] = [];
  let style: Omit<AnsiSpan, 'text'> = {};
  // CSI sequences (ESC [ params letter) and two-character escapes; only `m` (SGR) changes style.
  const pattern = /\u001b\[([0-9;?]*)([A-Za-z])|\u001b[^[]/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ ...style, text: text.slice(last, match.index) });
    last = match.index + match[0].length;
    if (match[2] !== 'm') continue;
    const codes = (match[1] || '0').split(';').map((code) => Number(code || '0'));
    for (let i = 0; i < codes.length; i += 1) {
      const code = codes[i]!;
      if (code === 0) style = {};
      else if (code === 1) style = { ...style, bold: true };
      else if (code === 3) style = { ...style, italic: true };
      else if (code === 4) style = { ...style, underline: true };
      else if (code === 22) style = { ...style, bold: undefined };
      else if (code === 23) style = { ...style, italic: undefined };
      else if (code === 24) style = { ...style, underline: undefined };
      else if (code >= 30 && code <= 37) style = { ...style, fg: code - 30 };
      else if (code >= 90 && code <= 97) style = { ...style, fg: code - 90 + 8 };
      else if (code >= 40 && code <= 47) style = { ...style, bg: code - 40 };
      else if (code >= 100 && code <= 107) style = { ...style, bg: code - 100 + 8 };
      else if (code === 39) style = { ...style, fg: undefined };
      else if (code === 49) style = { ...style, bg: undefined };
      else if (code === 38 || code === 48) {
        const key = code === 38 ? 'fg' : 'bg';
        if (codes[i + 1] === 5 && codes[i + 2] !== undefined) {
          const n = codes[i + 2]!;
          style = { ...style, [key]: n < 16 ? n : nearestStandard(palette(Math.min(n, 255))) };
          i += 2;
        } else if (codes[i + 1] === 2 && codes[i + 4] !== undefined) {
          const [r, g, b] = codes.slice(i + 2, i + 5).map((c) => Math.min(c, 255));
          style = { ...style, [key]: nearestStandard([r!, g!, b!]) };
          i += 4;
        }
      }
    }
  }
  if (last < text.length) spans.push({ ...style, text: text.slice(last) });
  // Merge neighbours of the same style, and drop empty runs.
  const merged: AnsiSpan[] = [];
  for (const span of spans) {
    if (!span.text) continue;
    const previous = merged.at(-1);
    const { text: _a, ...a } = span;
    if (previous) {
      const { text: _b, ...b } = previous;
      if (JSON.stringify(a) === JSON.stringify(b)) {
        previous.text += span.text;
        continue;
      }
    }
    merged.push({ ...span });
  }
  return merged;
}

/** Terminal output as plain text (for Markdown twins and search). */
export function stripAnsi(input: string): string {
  return parseAnsi(input)
    .map((span) => span.text)
    .join('');
}
