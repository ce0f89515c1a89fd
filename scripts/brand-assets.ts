// Writes the logo files offered by the logo-assets dialog (public/brand/*.svg and *.png) and the
// favicon, all from the one mark in lib/brand/logo.ts. Run after changing the mark:
// `npm run brand:assets`. Uses sharp, installed with Next.js.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { siteConfig } from '../config/site';
import { logoColours, logoLockupSvg, logoMarkSvg } from '../lib/brand/logo';

mkdirSync('public/brand', { recursive: true });
for (const scheme of ['light', 'dark'] as const) {
  const source = logoLockupSvg(siteConfig.name, logoColours[scheme]);
  writeFileSync(`public/brand/spanlight-logo-${scheme}.svg`, source);
  await sharp(Buffer.from(source), { density: 144 })
    .png()
    .toFile(`public/brand/spanlight-logo-${scheme}.png`);
}
writeFileSync('public/favicon.svg', `${logoMarkSvg(logoColours.light)}\n`);
console.log('wrote public/brand/spanlight-logo-{light,dark}.{svg,png} and public/favicon.svg');
