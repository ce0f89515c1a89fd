import { describe, expect, it } from 'vitest';
import { feedbackSettings } from './settings';

describe('feedbackSettings', () => {
  it('has defaults when nothing is set', () => {
    expect(feedbackSettings({})).toEqual({
      rateLimit: 20,
      salt: undefined,
      adminToken: undefined,
      webhookUrl: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      feedbackSettings({
        FEEDBACK_RATE_LIMIT: '100',
        FEEDBACK_KEY_SALT: 'pepper',
        FEEDBACK_ADMIN_TOKEN: 'a'.repeat(32),
        FEEDBACK_WEBHOOK_URL: 'https://hooks.example/services/x',
      }),
    ).toEqual({
      rateLimit: 100,
      salt: 'pepper',
      adminToken: 'a'.repeat(32),
      webhookUrl: 'https://hooks.example/services/x',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => feedbackSettings({ FEEDBACK_RATE_LIMIT: 'many' })).toThrow(
      'FEEDBACK_RATE_LIMIT: must be a whole number of at least 1',
    );
    expect(() => feedbackSettings({ FEEDBACK_WEBHOOK_URL: 'hooks.example' })).toThrow(
      /^FEEDBACK_WEBHOOK_URL: must be an http/,
    );
    // A short admin token could be guessed: refused at start, naming the variable and the minimum.
    expect(() => feedbackSettings({ FEEDBACK_ADMIN_TOKEN: 'hunter2' })).toThrow(
      /^FEEDBACK_ADMIN_TOKEN: must be at least 32 characters/,
    );
  });
});
