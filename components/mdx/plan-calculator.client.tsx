'use client';

import { useId, useState } from 'react';
import { monthlyPrice, type meteredPlans } from '@/config/plans';
import type { PlanCardsText } from '@/config/plan-cards-text';
import type { Locale } from '@/config/schema';
import { inputVariants } from '@/components/ui/input-variants';

type MeteredPlan = (typeof meteredPlans)[number];

export interface PlanCalculatorProps {
  locale: Locale;
  plans: readonly { plan: MeteredPlan; name: string }[];
  text: PlanCardsText['calculator'] & Pick<PlanCardsText, 'price' | 'perMonth' | 'free'>;
}

/** The most events the input takes: a billion a month is far past any plan here. */
const maxEvents = 1_000_000_000;

/** Events per month in, the month's price on each metered plan out (config/plans.ts `monthlyPrice`). */
export function PlanCalculator({ locale, plans, text }: PlanCalculatorProps) {
  const [value, setValue] = useState('200000');
  const inputId = useId();
  const hintId = useId();
  const number = new Intl.NumberFormat(locale);
  const events = Math.min(maxEvents, Math.max(0, Number(value.replace(/[^\d]/g, '')) || 0));
  const prices = plans.map(({ plan, name }) => ({ plan, name, price: monthlyPrice(plan, events) }));
  const available = prices.filter((row) => row.price !== null).map((row) => row.price!);
  const lowest = available.length > 0 ? Math.min(...available) : null;
  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 rounded-xl border border-border p-5">
      <h3 id={`${inputId}-title`} className="mt-0 text-base font-semibold">
        {text.title}
      </h3>
      <div className="mt-3 flex flex-col gap-4 md:flex-row md:items-start">
        <div className="md:w-64">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {text.events}
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            maxLength={13}
            aria-describedby={hintId}
            onChange={(event) => setValue(event.target.value)}
            className={inputVariants({ className: 'mt-1 w-full font-mono' })}
          />
          <p id={hintId} className="mt-1 text-xs text-muted">
            {text.hint}
          </p>
        </div>
        <ul aria-live="polite" className="grid flex-1 gap-2 sm:grid-cols-3">
          {prices.map(({ plan, name, price }) => (
            <li key={plan} className="rounded-lg bg-subtle px-4 py-3">
              <span className="block text-sm text-muted">{name}</span>
              <span className="block text-lg font-semibold">
                {price === null
                  ? text.overLimit
                  : price === 0
                    ? text.free
                    : `${text.price.replace('{amount}', number.format(price))} ${text.perMonth}`}
              </span>
              {price !== null && price === lowest ? (
                <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
                  {text.cheapest}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 text-xs text-muted">{text.note}</p>
    </section>
  );
}
