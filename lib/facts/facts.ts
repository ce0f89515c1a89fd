import {
  apiLimits,
  eventBlockSize,
  planLimits,
  planPrices,
  plans,
  rateLimitGroups,
  teamsAddOn,
  type Plan,
  type PlanLimit,
  type RateLimitGroup,
} from '../../config/plans';

/**
 * The figures content may quote, by name, from the one place they are kept (config/plans.ts): MDX
 * writes `<Fact of="plan.pro.retention" />` and the page shows "2 years" (or "2 年" on a Japanese
 * page). Names:
 * - `plan.<plan>.monthly`, `.perBlock`, `.includedEvents`, `.retention`, `.retentionDays`,
 *   `.teamMembers`, `.projects`, `.rateLimit.<group>` (requests per minute);
 * - `plan.eventBlockSize`, `addOn.teams.monthly`;
 * - `api.maxBodyMb`, `api.maxMediaMb` (with their unit), `api.maxBatchEvents`, `api.pageLimitDefault`,
 *   `api.pageLimitMax`, `api.rateLimitWindowSeconds`.
 */
export type FactValue =
  { kind: 'number'; value: number } | { kind: 'megabytes'; value: number } | { kind: 'days'; value: number };

const isPlan = (name: string): name is Plan => (plans as readonly string[]).includes(name);
const isGroup = (name: string): name is RateLimitGroup =>
  (rateLimitGroups as readonly string[]).includes(name);

/** A figure a plan has as a number; `custom` and `unlimited` are words the page writes itself. */
const planNumber = (value: PlanLimit | null, name: string): FactValue => {
  if (typeof value !== 'number')
    throw new Error(
      `the fact ${name} is ${value === null ? 'not set' : `"${value}"`} in config/plans.ts, not a number: write the page's own word for it instead`,
    );
  return { kind: 'number', value };
};

/** The value of a fact by its name; throws, naming it, for a name that does not exist. */
export function factValue(name: string): FactValue {
  const parts = name.split('.');
  if (parts[0] === 'api') {
    const key = parts[1] as keyof typeof apiLimits;
    if (parts.length === 2 && key in apiLimits)
      return {
        kind: key === 'maxBodyMb' || key === 'maxMediaMb' ? 'megabytes' : 'number',
        value: apiLimits[key],
      };
  }
  if (name === 'addOn.teams.monthly') return { kind: 'number', value: teamsAddOn.monthly };
  if (parts[0] === 'plan' && parts.length === 2 && parts[1] === 'eventBlockSize')
    return { kind: 'number', value: eventBlockSize };
  if (parts[0] === 'plan' && parts[1] && isPlan(parts[1])) {
    const plan = parts[1];
    const figure = parts.slice(2).join('.');
    const price = planPrices[plan];
    const limits = planLimits[plan];
    switch (figure) {
      case 'monthly':
        return planNumber(price.monthly, name);
      case 'perBlock':
        return planNumber(price.perBlock, name);
      case 'includedEvents':
        return planNumber(price.includedEvents, name);
      case 'retention':
        return { kind: 'days', value: planNumber(limits.retentionDays, name).value };
      case 'retentionDays':
        return planNumber(limits.retentionDays, name);
      case 'teamMembers':
        return planNumber(limits.teamMembers, name);
      case 'projects':
        return planNumber(limits.projects, name);
      default: {
        const group = figure.startsWith('rateLimit.') ? figure.slice('rateLimit.'.length) : '';
        if (isGroup(group)) return planNumber(limits.rateLimits[group], name);
      }
    }
  }
  throw new Error(`there is no fact named "${name}" (lib/facts/facts.ts lists the names)`);
}

/**
 * `template` with a plan's figures in place of `{retention}`, `{teamMembers}` and `{projects}` (the
 * pricing page's plan cards, config/plan-cards-text.ts).
 */
export function planFactsIn(template: string, plan: Plan, locale: string): string {
  return template.replace(/\{(retention|teamMembers|projects)\}/g, (_, figure: string) =>
    factText(`plan.${plan}.${figure}`, locale),
  );
}

/** A fact as a page in `locale` shows it: grouped digits, "3.5 MB", "30 days" or "2 years". */
export function factText(name: string, locale: string): string {
  const fact = factValue(name);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  switch (fact.kind) {
    case 'number':
      return number(fact.value);
    case 'megabytes':
      return `${number(fact.value)} MB`;
    case 'days': {
      const years = fact.value % 365 === 0 ? fact.value / 365 : null;
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: years === null ? 'day' : 'year',
        unitDisplay: 'long',
      }).format(years ?? fact.value);
    }
  }
}
