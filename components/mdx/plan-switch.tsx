import type { ReactNode } from 'react';
import { planTextFor } from '@/config/plan-text';
import { plans } from '@/config/plans';
import type { Locale } from '@/config/schema';

/**
 * A plan table that stays readable on a phone: below 768 px it shows the feature column and one plan,
 * chosen with the radio buttons above it (first: Hobby); wider screens show every plan and no
 * switcher. No script: CSS reads the checked radio (`:has()`, app/styles/prose.css), so the choice
 * works before and without hydration. The table's columns must be the feature, then `plans` in order.
 */
export function PlanSwitch({
  locale,
  name,
  children,
}: {
  locale: Locale;
  name: string;
  children: ReactNode;
}) {
  const text = planTextFor(locale);
  return (
    <div className="plan-switch">
      <fieldset className="not-prose mb-3 md:hidden">
        <legend className="mb-2 text-sm font-medium">{text.showPlan}</legend>
        <div className="flex flex-wrap gap-2">
          {plans.map((plan, index) => (
            <label
              key={plan}
              className="inline-flex h-8 cursor-pointer items-center rounded-full border border-border bg-card px-3 text-sm font-medium has-checked:border-accent has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name={name}
                value={plan}
                data-column={index + 2}
                defaultChecked={index === 0}
                className="sr-only"
              />
              {text.plans[plan]}
            </label>
          ))}
        </div>
      </fieldset>
      {children}
    </div>
  );
}
