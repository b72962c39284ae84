import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import tabStrip from './tab-strip.module.css';

interface TabsProps<Tab extends string> {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** The tab list's accessible name ("Sort the feed"). */
  label: string;
  /** Makes the tabs' and the panel's ids unique on the page ("feed" → feed-tab-latest). */
  idPrefix: string;
  /** The panel: what the selected tab shows. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs over one panel: the arrow keys move to the next or previous tab and select it,
 * Home and End to the first and the last; only the selected tab is in the Tab order.
 */
export function Tabs<Tab extends string>(props: TabsProps<Tab>) {
  const { tabs, selected, onSelect, label, idPrefix, children } = props;
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: Tab) => `${idPrefix}-tab-${tab.toLowerCase().replace(/\W+/g, '-')}`;
  const panelId = `${idPrefix}-panel`;

  function onKeyDown(event: KeyboardEvent) {
    const at = tabs.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const next = tabs[index]!;
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={tabStrip.strip}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            className={`${tabStrip.tab} ${tabStrip.padded}`}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
