import { planCardsTextFor } from '@/config/plan-cards-text';
import { planTextFor } from '@/config/plan-text';
import { planPrices, plans, type Plan } from '@/config/plans';
import type { Locale } from '@/config/schema';
import { siteConfig } from '@/config/site';
import type { PlanCardText } from '@/lib/markdown/to-markdown';
import { translatedUrl } from '@/lib/source';
import { planFactsIn } from '@/lib/facts/facts';

/** One plan as its card shows it, in one language: what the page and its Markdown twin both say. */
export interface PlanCard extends PlanCardText {
  plan: Plan;
}

function planHref(plan: Plan, locale: Locale): string {
  if (plan === 'enterprise') return translatedUrl('/talk-to-us', locale);
  if (plan === 'selfHosted') return translatedUrl('/self-hosting', locale);
  return siteConfig.regions[0]!.url;
}

/** Every plan's card in `locale`, in the order of config/plans.ts. */
export function planCardsFor(locale: Locale): PlanCard[] {
  const text = planCardsTextFor(locale);
  const names = planTextFor(locale).plans;
  const number = new Intl.NumberFormat(locale);
  return plans.map((plan) => {
    const { monthly, includedEvents } = planPrices[plan];
    const card = text.cards[plan];
    return {
      plan,
      name: names[plan],
      price:
        monthly === null
          ? text.custom
          : monthly === 0
            ? text.free
            : text.price.replace('{amount}', number.format(monthly)),
      perMonth: monthly !== null && monthly > 0 ? text.perMonth : null,
      included:
        includedEvents !== null ? text.included.replace('{events}', number.format(includedEvents)) : null,
      tagline: card.tagline,
      points: card.points.map((point) => planFactsIn(point, plan, locale)),
      cta: card.cta,
      href: planHref(plan, locale),
    };
  });
}
