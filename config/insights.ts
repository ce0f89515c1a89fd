/**
 * Whether pages carry the insights beacon: on unless the site is built with `INSIGHTS=off` (README
 * "Insights"). The server reads the same variable when it runs and then counts nothing.
 */
export const insightsBeaconOn = (process.env.INSIGHTS ?? '').trim().toLowerCase() !== 'off';
