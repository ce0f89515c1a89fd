// A generated corpus of N pages shaped like the site's own: each page copies the section count and
// section lengths of a real page, filled with sentences drawn from that page and two other random
// pages (a page keeps to a few topics, as a real one does), so word frequencies are the site's. A real site's vocabulary keeps growing with its size (Heaps' law), which
// resampling alone would not show: each generated page also brings its own terms (a product name and
// identifiers), so 1,000 pages hold roughly 2.5 times the site's vocabulary.

/** Small deterministic generator (mulberry32): the same corpus on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Heading ids as the MDX compiler makes them, duplicates numbered. */
function slugger() {
  const seen = new Map();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

const syllables = 'ka ro mi te lu sa vo ne di ra po ze fi mo tu la be xi qua sho ren dal vik mar tis'.split(
  ' ',
);

/**
 * @param {{ url: string, title: string, trail?: string, keywords?: string[], sections: { id: string, heading: string, text: string }[] }[]} pages
 * @param {number} count
 */
export function generateCorpus(pages, count, seed = 1) {
  // In URL order: the order in which a build lists the site's pages can change from one build to the
  // next, and with it every random pick below.
  const site = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const sentencesOf = site.map((page) =>
    page.sections.flatMap((section) => section.text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20)),
  );
  const allSentences = sentencesOf.flat();
  const headings = site.flatMap((page) => page.sections.map((section) => section.heading).filter(Boolean));
  const titleWords = site.flatMap((page) => page.title.split(/\s+/));
  const word = () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(syllables)).join('');

  const generated = [];
  const products = new Set();
  for (let n = 0; n < count; n += 1) {
    const templateIndex = Math.floor(next() * site.length);
    const template = site[templateIndex];
    const sentences = [
      templateIndex,
      Math.floor(next() * site.length),
      Math.floor(next() * site.length),
    ].flatMap((source) => sentencesOf[source]);
    if (sentences.length === 0) sentences.push(...allSentences);
    let product = word();
    while (products.has(product)) product = word();
    products.add(product);
    const identifiers = [`${word()}_${word()}`, `${word()}${word()[0].toUpperCase()}${word().slice(1)}`];
    const title = `${product} ${pick(titleWords)} ${pick(titleWords)}`;
    const slug = slugger();
    const sections = template.sections.map((section, index) => {
      let text = '';
      while (text.length < section.text.length) text += `${pick(sentences)} `;
      // The page's own terms appear in some of its sections, as a real page's names do.
      if (index === 0 || next() < 0.4) text += `${product} uses ${pick(identifiers)}. `;
      const heading = index === 0 ? '' : next() < 0.3 ? `${pick(headings)} with ${product}` : pick(headings);
      return { id: index === 0 ? '' : slug(heading), heading, text: text.trim() };
    });
    // Folders and keywords as dense as the site's: those of the page it is modelled on.
    generated.push({
      url: `/generated/${n}-${product}`,
      title,
      sections,
      ...(template.trail ? { trail: template.trail } : {}),
      ...(template.keywords ? { keywords: template.keywords } : {}),
      product,
      identifiers,
    });
  }
  return generated;
}
