/** Contributors shown while the list is collapsed. */
export const CONTRIBUTORS_SHOWN_COLLAPSED = 3;

export interface ContributorsListView<T> {
  shown: T[];
  /** How many the "... and N more" control stands for; 0 when everyone is shown. */
  hiddenCount: number;
}

/**
 * What the Contributors list shows. The list remembers the path it was expanded on
 * rather than a flag, so every route change collapses it again without an effect.
 */
export function contributorsListView<T>(
  contributors: readonly T[],
  state: { expandedOn: string | null; pathname: string },
): ContributorsListView<T> {
  const expanded = state.expandedOn !== null && state.expandedOn === state.pathname;
  if (expanded || contributors.length <= CONTRIBUTORS_SHOWN_COLLAPSED) {
    return { shown: [...contributors], hiddenCount: 0 };
  }
  return {
    shown: contributors.slice(0, CONTRIBUTORS_SHOWN_COLLAPSED),
    hiddenCount: contributors.length - CONTRIBUTORS_SHOWN_COLLAPSED,
  };
}
