import { describe, expect, it } from 'vitest';
import { continentFromHeaders, continentOfCountry, countryContinent } from './continents';

describe('the country table', () => {
  it('covers every ISO 3166-1 code the platform knows, each on one continent', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    // Codes ICU names that are not ISO 3166-1 countries (groupings, reserved and withdrawn codes).
    const notCountries = new Set(
      'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
    );
    const known: string[] = [];
    for (let a = 65; a <= 90; a += 1)
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        if (names.of(code) !== code && !notCountries.has(code)) known.push(code);
      }
    expect(known.filter((code) => !countryContinent.has(code))).toEqual([]);
    expect(countryContinent.size).toBe(250); // 249 ISO codes and Kosovo (XK)
  });

  it('maps countries, in any case, and not unknown or anonymised codes', () => {
    expect(continentOfCountry('de')).toBe('EU');
    expect(continentOfCountry('BR')).toBe('SA');
    expect(continentOfCountry('US')).toBe('NA');
    expect(continentOfCountry('JP')).toBe('AS');
    expect(continentOfCountry('NZ')).toBe('OC');
    expect(continentOfCountry('NG')).toBe('AF');
    expect(continentOfCountry('AQ')).toBe('AN');
    expect(continentOfCountry('XX')).toBeNull();
    expect(continentOfCountry('T1')).toBeNull();
    expect(continentOfCountry('')).toBeNull();
  });
});

describe('continentFromHeaders', () => {
  it('prefers a continent header, then maps a country header', () => {
    expect(
      continentFromHeaders(new Headers({ 'x-vercel-ip-continent': 'OC', 'x-vercel-ip-country': 'DE' })),
    ).toBe('OC');
    expect(continentFromHeaders(new Headers({ 'cf-ipcontinent': 'sa' }))).toBe('SA');
    expect(continentFromHeaders(new Headers({ 'cf-ipcountry': 'CA' }))).toBe('NA');
    expect(continentFromHeaders(new Headers({ 'cloudfront-viewer-country': 'IN' }))).toBe('AS');
  });

  it('ignores bad values and answers null without any header', () => {
    expect(
      continentFromHeaders(new Headers({ 'x-vercel-ip-continent': 'Atlantis', 'cf-ipcountry': 'XX' })),
    ).toBeNull();
    expect(continentFromHeaders(new Headers())).toBeNull();
  });
});
