/** Continent codes as hosts and CDNs send them. */
export const continents = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type Continent = (typeof continents)[number];

/**
 * Every ISO 3166-1 alpha-2 country code (and Kosovo's user-assigned XK) by continent. Countries on two
 * continents are listed where most of their people live (Russia: Europe; Turkey, Cyprus and the
 * Caucasus: Asia; Egypt: Africa); overseas territories where they lie.
 */
const countriesByContinent: Record<Continent, string> = {
  AF: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS: 'AE AF AM AZ BD BH BN BT CC CN CX CY GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  EU: 'AD AL AT AX BA BE BG BY CH CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA: 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
};

export const countryContinent: ReadonlyMap<string, Continent> = new Map(
  continents.flatMap((continent) =>
    countriesByContinent[continent].split(' ').map((country) => [country, continent] as const),
  ),
);

/** A continent from a country code (any case); null for unknown, reserved or anonymised codes. */
export function continentOfCountry(country: string | null | undefined): Continent | null {
  if (!country) return null;
  return countryContinent.get(country.trim().toUpperCase()) ?? null;
}

export function isContinent(value: string | null | undefined): value is Continent {
  return !!value && (continents as readonly string[]).includes(value);
}

/** Headers that carry the visitor's continent, as common hosts and CDNs set them. */
export const continentHeaders = ['x-vercel-ip-continent', 'cf-ipcontinent', 'x-continent-code'] as const;
/** Headers that carry the visitor's country (ISO 3166-1 alpha-2). */
export const countryHeaders = [
  'x-vercel-ip-country',
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-appengine-country',
  'fastly-client-country',
  'x-country-code',
] as const;

/**
 * The visitor's continent from request headers: a continent header where present, otherwise a
 * country header mapped through the ISO 3166 table; null when unknown.
 */
export function continentFromHeaders(headers: Headers): Continent | null {
  for (const name of continentHeaders) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (isContinent(value)) return value;
  }
  for (const name of countryHeaders) {
    const continent = continentOfCountry(headers.get(name));
    if (continent) return continent;
  }
  return null;
}
