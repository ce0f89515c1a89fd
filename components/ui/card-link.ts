/**
 * A card's title link stretched over the whole card (the card is `relative`): one click target, one
 * focus ring drawn around the card, and no link nested in another.
 */
export const stretchedLinkClass =
  'after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent';
