import 'server-only';
import type { Increment } from '@/lib/insights/counts';
import { localeOfPath } from '@/lib/i18n';
import { builtPages } from '@/server/built-pages';
import { feedbackStore } from '@/server/feedback/open-store';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { processSettings, type InsightsSettings } from '@/server/settings';
import type { InsightsDeps } from './handler';
import { createRecorder, type InsightsRecorder } from './recorder';

interface InsightsRuntime {
  settings: InsightsSettings;
  recorder: InsightsRecorder;
  deps: InsightsDeps;
}

/**
 * One recorder per process, whichever bundle asks: the site's server counts beacons and answers,
 * while the Next.js routes (Ask AI, MCP) load this module separately, and all of them must add to
 * one write batch.
 */
const slot = Symbol.for('spanlight.insights');

/** The process's insights: settings, write batch and beacon handler dependencies (made once). */
export function insightsRuntime(): InsightsRuntime {
  const holder = globalThis as { [slot]?: InsightsRuntime };
  if (holder[slot]) return holder[slot];
  const all = processSettings();
  const settings = all.insights;
  const recorder = createRecorder({
    store: feedbackStore,
    keysPerDay: settings.keysPerDay,
    retentionDays: settings.retentionDays,
  });
  const runtime: InsightsRuntime = {
    settings,
    recorder,
    deps: {
      enabled: settings.enabled,
      recorder,
      limiter: configuredRateLimiter('insights', settings.rateLimit, all.store.databaseUrl),
      salt: all.clientKeySalt,
      localeOf: localeOfPath,
      pages: builtPages()?.pages,
    },
  };
  return (holder[slot] = runtime);
}

/** Adds counts the server made itself (an answer sent, an MCP call, a question), unless insights are off. */
export function recordInsights(increments: readonly Increment[]): void {
  const { settings, recorder } = insightsRuntime();
  if (settings.enabled) recorder.record(increments);
}
