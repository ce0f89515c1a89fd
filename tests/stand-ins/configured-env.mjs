// The settings of the end-to-end tests' "configured" build: the three app hosts and every third-party
// vendor point at local stand-ins (tests/stand-ins/server.mjs) on 127.0.0.1.
export const standInPorts = { eu: 4101, us: 4102, hipaa: 4103, vendors: 4110 };
const vendors = `http://127.0.0.1:${standInPorts.vendors}`;

export const configuredEnv = {
  NEXT_DIST_DIR: '.next-configured',
  SPANLIGHT_APP_URL_EU: `http://127.0.0.1:${standInPorts.eu}`,
  SPANLIGHT_APP_URL_US: `http://127.0.0.1:${standInPorts.us}`,
  SPANLIGHT_APP_URL_HIPAA: `http://127.0.0.1:${standInPorts.hipaa}`,
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_stand_in',
  NEXT_PUBLIC_POSTHOG_HOST: `${vendors}/posthog`,
  NEXT_PUBLIC_HUBSPOT_SCRIPT_URL: `${vendors}/hubspot.js`,
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: `${vendors}/consent.js`,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: `${vendors}/chat.js`,
  ASSISTANT_API_URL: `${vendors}/v1`,
  ASSISTANT_API_KEY: 'sk-stand-in',
  ASSISTANT_MODEL: 'stand-in-model',
};
