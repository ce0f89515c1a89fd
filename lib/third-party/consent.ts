/**
 * Consent contract for a configured cookie-consent script: it announces the visitor's choice with
 * `window.dispatchEvent(new CustomEvent('spanlight:consent', { detail: { analytics, marketing } }))`
 * and may also leave it in `window.spanlightConsent` for code that starts later. Analytics waits for
 * `analytics`, the CRM for `marketing`.
 */
export type ConsentKind = 'analytics' | 'marketing';
export type ConsentChoice = Partial<Record<ConsentKind, boolean>>;

declare global {
  interface Window {
    spanlightConsent?: ConsentChoice;
  }
}

export const consentEvent = 'spanlight:consent';

/**
 * Runs `callback` once consent of `kind` is given, at once when no consent script is configured.
 * Returns a function that stops waiting.
 */
export function whenConsented(kind: ConsentKind, consentRequired: boolean, callback: () => void): () => void {
  if (!consentRequired || window.spanlightConsent?.[kind]) {
    callback();
    return () => {};
  }
  const listener = (event: Event) => {
    const choice = (event as CustomEvent<ConsentChoice>).detail;
    if (choice?.[kind]) {
      window.removeEventListener(consentEvent, listener);
      callback();
    }
  };
  window.addEventListener(consentEvent, listener);
  return () => window.removeEventListener(consentEvent, listener);
}

const loading = new Map<string, Promise<void>>();

/** Adds a script to the page once; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
