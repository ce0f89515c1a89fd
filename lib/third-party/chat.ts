import { loadScript } from './consent';

declare global {
  interface Window {
    /** The live-chat adapter a configured chat script provides (see README). */
    SpanlightChat?: { open(): void };
  }
}

/**
 * Opens the configured live chat: loads its script (once) and calls the adapter it provides.
 * Resolves true when the chat opened, false when the script failed to load or provided no adapter,
 * so the caller can fall back (the support panel, the support page).
 */
export async function openChat(scriptUrl: string): Promise<boolean> {
  try {
    await loadScript(scriptUrl);
  } catch {
    return false;
  }
  if (!window.SpanlightChat) return false;
  window.SpanlightChat.open();
  return true;
}
