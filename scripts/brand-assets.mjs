// Writes the logo files offered by the logo-assets dialog (public/brand/*.svg and *.png).
// Run after changing the mark: `node scripts/brand-assets.mjs`. Uses sharp, installed with Next.js.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const variants = {
  light: { text: '#16181d', mark: '#16181d', inner: '#ffffff' },
  dark: { text: '#eceef2', mark: '#eceef2', inner: '#0d0f14' },
};

function svg({ text, mark, inner }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160" viewBox="0 0 300 80">
  <title>Spanlight</title>
  <g transform="translate(8 12) scale(1.75)">
    <rect width="32" height="32" rx="8" fill="${mark}"/>
    <rect x="7" y="9" width="18" height="3.5" rx="1.75" fill="${inner}"/>
    <rect x="11" y="15" width="12" height="3.5" rx="1.75" fill="${inner}" opacity="0.8"/>
    <rect x="15" y="21" width="7" height="3.5" rx="1.75" fill="${inner}" opacity="0.6"/>
    <circle cx="9" cy="22.75" r="2.25" fill="#f59e0b"/>
  </g>
  <text x="80" y="53" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="${text}" letter-spacing="-0.5">Spanlight</text>
</svg>
`;
}

mkdirSync('public/brand', { recursive: true });
for (const [name, colours] of Object.entries(variants)) {
  const source = svg(colours);
  writeFileSync(`public/brand/spanlight-logo-${name}.svg`, source);
  await sharp(Buffer.from(source), { density: 144 }).png().toFile(`public/brand/spanlight-logo-${name}.png`);
}
console.log('wrote public/brand/spanlight-logo-{light,dark}.{svg,png}');
