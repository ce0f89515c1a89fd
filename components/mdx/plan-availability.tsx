import { Fragment } from 'react';
import { planTextFor, type PlanText } from '@/config/plan-text';
import { availabilityLevels, planFeatureGroups, plans, type Availability } from '@/config/plans';
import type { Locale } from '@/config/schema';
import { cn } from '@/lib/cn';
import { PlanSwitch } from './plan-switch';

const marks: Record<Availability, { symbol: string; className: string }> = {
  full: { symbol: '✓', className: 'text-emerald-700 dark:text-emerald-400' },
  'public-beta': { symbol: 'β', className: 'text-sky-700 dark:text-sky-400' },
  'private-beta': { symbol: 'β', className: 'text-violet-700 dark:text-violet-400' },
  'team-add-on': { symbol: '+', className: 'text-amber-700 dark:text-amber-400' },
  ee: { symbol: 'EE', className: 'text-amber-700 dark:text-amber-400' },
  'not-available': { symbol: '–', className: 'text-muted' },
};

/** A level's mark and name; in the table the common levels show only their mark (the name is for screen readers). */
function Level({ level, text, compact = false }: { level: Availability; text: PlanText; compact?: boolean }) {
  const { symbol, className } = marks[level];
  const nameHidden = compact && (level === 'full' || level === 'not-available');
  return (
    <span className={cn('inline-flex items-baseline gap-1.5', className)}>
      <span aria-hidden="true" className="shrink-0 font-semibold">
        {symbol}
      </span>
      <span className={nameHidden ? 'sr-only' : 'text-xs'}>{text.levels[level].label}</span>
    </span>
  );
}

/**
 * Which plan includes which feature, from config/plans.ts, with the legend of every level, in the
 * page's language (config/plan-text.ts).
 */
export function PlanAvailability({ locale }: { locale: Locale }) {
  const text = planTextFor(locale);
  return (
    <div className="not-prose my-6">
      <PlanSwitch locale={locale} name="plan-availability">
        <div
          role="region"
          aria-label={text.caption}
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-border lg:in-[.prose-wide]:overflow-visible"
        >
          <table className="w-full border-collapse text-sm md:min-w-[40rem]">
            <caption className="sr-only">{text.caption}</caption>
            <thead className="bg-subtle">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {text.feature}
                </th>
                {plans.map((plan) => (
                  <th key={plan} scope="col" className="px-3 py-2 text-left font-semibold">
                    {text.plans[plan]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {planFeatureGroups.map((group) => (
                <Fragment key={group.id}>
                  <tr className="border-t border-border">
                    <th
                      scope="colgroup"
                      colSpan={plans.length + 1}
                      className="bg-card px-3 pt-4 pb-1 text-left text-xs font-semibold tracking-wide uppercase"
                    >
                      {text.groups[group.id]}
                    </th>
                  </tr>
                  {group.features.map((feature) => (
                    <tr key={feature.id} className="border-t border-border">
                      <th scope="row" className="min-w-44 px-3 py-2 text-left font-normal">
                        {text.features[feature.id]}
                      </th>
                      {plans.map((plan) => (
                        <td key={plan} className="px-3 py-2">
                          <Level level={feature.availability[plan]} text={text} compact />
                        </td>
                      ))}
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </PlanSwitch>
      <dl aria-label={text.legend} className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {availabilityLevels.map((level) => (
          <div key={level} className="flex gap-2">
            <dt className="shrink-0">
              <Level level={level} text={text} />
            </dt>
            <dd className="text-muted">{text.levels[level].legend}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
