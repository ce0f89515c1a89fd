'use client';

import { clsx } from 'clsx';
import { createContext, use, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { codeTabStorageKey, pickTab, tabKeyTarget } from '@/lib/code-tabs';

const changeEvent = 'spanlight-code-tab-change';
/** The choice when localStorage is unavailable (privacy modes): shared by this page's groups. */
let memory: string | null = null;

function readStored(): string | null {
  try {
    return localStorage.getItem(codeTabStorageKey);
  } catch {
    return null;
  }
}

/** Every tab group on the page, and in other tabs of the site (storage event), follows one choice. */
function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function store(value: string) {
  try {
    localStorage.setItem(codeTabStorageKey, value);
  } catch {
    // Without storage the choice still syncs the groups of this page through the event.
    memory = value;
  }
  window.dispatchEvent(new Event(changeEvent));
}

interface TabsState {
  id: string;
  items: readonly string[];
  selected: string;
}

const TabsContext = createContext<TabsState | null>(null);

export interface TabsProps {
  /** Tab labels in order, e.g. `['Python', 'JS/TS']`. */
  items: string[];
  defaultValue?: string;
  children: ReactNode;
}

/** Tabs (code samples in several languages): ARIA tabs with arrow-key navigation, synced by label. */
export function Tabs({ items, defaultValue, children }: TabsProps) {
  const id = useId();
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored() ?? memory,
    () => null,
  );
  const selected = pickTab(items, stored, defaultValue);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <div className="tabs my-5 rounded-lg border border-border">
      <div
        role="tablist"
        className="flex gap-1 overflow-x-auto border-b border-border px-2"
        onKeyDown={(event) => {
          const index = items.indexOf(selected);
          const target = tabKeyTarget(event.key, index, items.length);
          if (target === null) return;
          event.preventDefault();
          store(items[target]!);
          tabs.current[target]?.focus();
        }}
      >
        {items.map((item, index) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={item === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={item === selected ? 0 : -1}
            onClick={() => store(item)}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              item === selected ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {item}
          </button>
        ))}
      </div>
      <TabsContext value={{ id, items, selected }}>{children}</TabsContext>
    </div>
  );
}

/** One panel of `Tabs`, shown when its `value` is the selected label. */
export function Tab({ value, children }: { value: string; children: ReactNode }) {
  const tabs = use(TabsContext);
  if (!tabs) return <>{children}</>;
  const index = tabs.items.indexOf(value);
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${index}`}
      aria-labelledby={`${tabs.id}-tab-${index}`}
      hidden={value !== tabs.selected}
      className="tab-panel px-3 pb-1"
    >
      {children}
    </div>
  );
}
