/** localStorage key of the last language chosen in any code tab group. */
export const codeTabStorageKey = 'spanlight-code-tab';

/**
 * The tab a group shows: the stored choice when the group has it (compared without case), else the
 * author's default, else the first tab.
 */
export function pickTab(items: readonly string[], stored: string | null, defaultValue?: string): string {
  const match = stored ? items.find((item) => item.toLowerCase() === stored.toLowerCase()) : undefined;
  if (match) return match;
  if (defaultValue && items.includes(defaultValue)) return defaultValue;
  return items[0] ?? '';
}

/** Index reached from `index` by an arrow, Home or End key in a tab list of `count` tabs, or null. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
