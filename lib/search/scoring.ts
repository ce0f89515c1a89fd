/**
 * How a page's score is made of its matches: the weight of where a word is found, and the share of a
 * query a page answers. What relevance tuning changes (`npm run bench:relevance` measures it); the
 * engine (engine.ts) applies them, and the weights of near matches are in fuzzy-match.ts.
 */

/** How much a match counts by where it is: a title outranks a heading, a heading outranks body text. */
export const fieldWeight = { title: 8, keywords: 4, trail: 3, heading: 3, body: 1 } as const;
/** How steeply a page's score falls with the share of the query it misses. */
export const coverageExponent = 2;

/**
 * A question longer than `hardCoverageWords` words matches many pages by one common word each. Pages
 * scoring under this share of the best are left out: in a list grouped by collection, they would come
 * before a good answer from another collection.
 */
export const questionScoreFloor = 0.2;
/**
 * A query word a page holds only outside its best section (and outside its name) counts for this
 * share of its weight: the words of a question found together in one section say more than the same
 * words scattered over a long page.
 */
const scatteredWordWeight = 0.75;

/** Where a page holds a query word. */
export const placed = { missing: 0, scattered: 1, together: 2 } as const;

/**
 * The share of a query a page answers, weighted by rarity (`weights`, per query word): missing the rare
 * word of a question costs more than missing a common one, and a word found only outside the page's
 * name and its best section (`placed.scattered`) counts for `scatteredWordWeight` of its weight.
 */
export function answeredShare(weights: ArrayLike<number>, placement: ArrayLike<number>): number {
  let total = 0;
  let answered = 0;
  for (let k = 0; k < weights.length; k += 1) {
    total += weights[k]!;
    if (placement[k] === placed.together) answered += weights[k]!;
    else if (placement[k] === placed.scattered) answered += weights[k]! * scatteredWordWeight;
  }
  return total > 0 ? answered / total : 0;
}
