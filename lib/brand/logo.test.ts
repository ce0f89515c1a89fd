import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { logoColours, logoLockupSvg, logoMarkSvg, logoShapesMarkup } from './logo';

describe('the logo geometry', () => {
  it('is what the committed favicon and logo files hold (npm run brand:assets writes them)', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(`${logoMarkSvg(logoColours.light)}\n`);
    for (const scheme of ['light', 'dark'] as const) {
      expect(readFileSync(`public/brand/spanlight-logo-${scheme}.svg`, 'utf8')).toBe(
        logoLockupSvg(siteConfig.name, logoColours[scheme]),
      );
    }
  });

  it('paints every shape in the colours it is given', () => {
    const markup = logoShapesMarkup({ mark: '#111111', inner: '#eeeeee' });
    expect(markup.match(/fill="#111111"/g)).toHaveLength(1);
    expect(markup.match(/fill="#eeeeee"/g)).toHaveLength(3);
  });
});
