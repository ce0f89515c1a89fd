import type { Check, Journey, Step } from './journeys';
import { tabOf, type PageSource } from './page-source';

/** Where `check` is first met on `page` at or after `from`, or -1. */
export function findCheck(page: PageSource, check: Check, from = 0): number {
  if ('code' in check) {
    const fence = page.fences.find(
      (candidate) =>
        candidate.at >= from &&
        (!check.tab || candidate.tab === check.tab) &&
        (!check.title || check.title.test(candidate.title)) &&
        check.code.test(candidate.code),
    );
    return fence ? fence.at : -1;
  }
  if ('link' in check) {
    const link = page.links.find(
      (candidate) => candidate.at >= from && candidate.href.split('#')[0] === check.link,
    );
    return link ? link.at : -1;
  }
  const pattern = new RegExp(
    check.text.source,
    check.text.flags.includes('g') ? check.text.flags : `${check.text.flags}g`,
  );
  pattern.lastIndex = from;
  const match = pattern.exec(page.prose);
  return match ? match.index : -1;
}

/** The steps of `steps` not found on `page` in order, from `from`, as messages; and where the last was. */
function walk(page: PageSource, steps: readonly Step[], from: number, where: string) {
  const problems: string[] = [];
  let at = from;
  for (const { step, check } of steps) {
    const found = findCheck(page, check, at);
    if (found === -1) {
      const anywhere = findCheck(page, check, 0);
      problems.push(
        anywhere === -1
          ? `${where}: the step "${step}" is missing`
          : `${where}: the step "${step}" comes before the step it follows`,
      );
    } else at = found;
  }
  return { problems, at };
}

/**
 * What a reader following `journey` on `page` literally would miss: a step not said (or said out of
 * order), for every way in; no link to a next step; nowhere to go when it does not work.
 */
export function journeyProblems(journey: Journey, page: PageSource): string[] {
  const where = journey.file;
  const before = walk(page, journey.before, 0, where);
  const problems = [...before.problems];
  let end = before.at;
  if (journey.ways) {
    for (const [way, steps] of Object.entries(journey.ways.steps)) {
      const scope = journey.ways.kind === 'tab' ? tabOf(page, way) : page;
      if (journey.ways.kind === 'tab' && scope === page) {
        problems.push(`${where}: the tab "${way}" is missing`);
        continue;
      }
      const result = walk(scope, steps, journey.ways.kind === 'tab' ? 0 : before.at, `${where} (${way})`);
      problems.push(...result.problems);
      end = Math.max(end, result.at);
    }
  }
  problems.push(...walk(page, journey.after, end, where).problems);
  if (!journey.next.some((href) => findCheck(page, { link: href }) !== -1))
    problems.push(`${where}: no next step (a link to ${journey.next.join(' or ')})`);
  if (!journey.troubleshooting.some((check) => findCheck(page, check) !== -1))
    problems.push(`${where}: nowhere to look when it does not work`);
  return problems;
}
