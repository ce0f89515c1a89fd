// Draws the illustrations used by the docs (public/images/docs/*.png) from SVG written here, so
// every image on the site is made for this project. Run: `node scripts/docs-images.mjs`.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const spans = [
  { name: 'answer-question', start: 0, end: 100, depth: 0, colour: '#4338ca' },
  { name: 'retrieve', start: 4, end: 31, depth: 1, colour: '#0e7490' },
  { name: 'embed-query', start: 6, end: 14, depth: 2, colour: '#0e7490' },
  { name: 'vector-search', start: 15, end: 30, depth: 2, colour: '#0e7490' },
  { name: 'compose-prompt', start: 32, end: 36, depth: 1, colour: '#7c3aed' },
  { name: 'llm-call · gpt-4o-mini', start: 37, end: 92, depth: 1, colour: '#b45309' },
  { name: 'score · helpfulness 0.9', start: 93, end: 99, depth: 1, colour: '#15803d' },
];

function waterfall() {
  const width = 1200;
  const rowHeight = 56;
  const top = 96;
  const labelWidth = 380;
  const barArea = width - labelWidth - 60;
  const height = top + spans.length * rowHeight + 48;
  const rows = spans
    .map((span, index) => {
      const y = top + index * rowHeight;
      const x = labelWidth + (span.start / 100) * barArea;
      const w = Math.max(((span.end - span.start) / 100) * barArea, 6);
      return `
    <text x="${40 + span.depth * 28}" y="${y + 32}" font-size="22" fill="#16181d">${span.name}</text>
    <rect x="${x}" y="${y + 12}" width="${w}" height="28" rx="6" fill="${span.colour}"/>
    <text x="${x + w + 10 > width - 120 ? x - 10 : x + w + 10}" y="${y + 33}" font-size="18" fill="#525a66" text-anchor="${x + w + 10 > width - 120 ? 'end' : 'start'}">${Math.round((span.end - span.start) * 24)} ms</text>`;
    })
    .join('');
  const ticks = [0, 25, 50, 75, 100]
    .map((t) => {
      const x = labelWidth + (t / 100) * barArea;
      return `<line x1="${x}" y1="${top - 8}" x2="${x}" y2="${height - 40}" stroke="#e2e5ea" stroke-width="2"/>
    <text x="${x}" y="${top - 18}" font-size="18" fill="#525a66" text-anchor="middle">${t * 24} ms</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="40" y="52" font-size="28" font-weight="700" fill="#16181d">Trace: answer-question</text>
  ${ticks}${rows}
</svg>`;
}

mkdirSync('public/images/docs', { recursive: true });
await sharp(Buffer.from(waterfall()))
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/images/docs/trace-waterfall.png');
console.log('wrote public/images/docs/trace-waterfall.png');
