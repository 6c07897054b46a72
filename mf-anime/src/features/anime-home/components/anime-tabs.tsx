// An ARIA tablist (WAI-ARIA APG, automatic activation): arrows, Home and End move and select, one tab stop.
// On a narrow screen the strip scrolls sideways; its edges fade where more tabs are hidden.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useOverflowEdges } from '../hooks/use-overflow-edges';
import styles from './anime-home.module.css';

/** Width of the fade at a hidden edge (anime-home.module.css); a selected tab is kept clear of it. */
const EDGE_FADE_PX = 48;

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

interface AnimeTabsProps<Id extends string> {
  /** Prefix for element ids, from `useId`, so tabs and panels can reference each other. */
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabDefinition<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** Only the selected panel's content is rendered, so only its list is fetched. */
  renderPanel: (id: Id) => ReactNode;
}

export const tabElementId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
const panelElementId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

export function AnimeTabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
}: AnimeTabsProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(listRef);

  useEffect(() => {
    // Only the strip scrolls: scrollIntoView could also scroll the page, away from a restored position.
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const fade = Math.min(EDGE_FADE_PX, (listBox.width - tabBox.width) / 2);
    if (tabBox.left < listBox.left + fade) list.scrollLeft -= listBox.left + fade - tabBox.left;
    else if (tabBox.right > listBox.right - fade) list.scrollLeft += tabBox.right - (listBox.right - fade);
  }, [selected]);

  const moveTo = (index: number) => {
    const count = tabs.length;
    const target = tabs[((index % count) + count) % count];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.tablist}
        data-more-before={edges.before}
        data-more-after={edges.after}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabElementId(idPrefix, tab.id)}
              aria-selected={isSelected}
              aria-controls={panelElementId(idPrefix, tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelElementId(idPrefix, tab.id)}
          aria-labelledby={tabElementId(idPrefix, tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.id === selected && renderPanel(tab.id)}
        </div>
      ))}
    </>
  );
}
