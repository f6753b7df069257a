/**
 * Tabs that wrap onto a second line instead of hiding tabs behind a "more" button, with the
 * WAI-ARIA tabs pattern: a tablist holding only tabs (antd's Tabs puts its overflow button and
 * extra content inside the tablist, which screen readers and axe refuse), one tab in the Tab
 * order, the arrow keys, Home and End moving between tabs and selecting them, and one tabpanel
 * labelled by the selected tab. `extra` sits beside the tablist, outside it.
 */
import { theme } from 'antd';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabStripItem {
  key: string;
  label: ReactNode;
}

export function TabStrip({
  label,
  items,
  activeKey,
  onChange,
  extra,
  children,
}: {
  /** What the tabs choose between, for screen readers (e.g. 任务分类) */
  label: string;
  items: readonly TabStripItem[];
  activeKey: string | undefined;
  onChange: (key: string) => void;
  extra?: ReactNode;
  /** The selected tab's panel */
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  const tabs = useRef(new Map<string, HTMLDivElement>());
  const current = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: string) => `${id}-tab-${key}`;

  const select = (index: number) => {
    const next = items[(index + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    tabs.current.get(next.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          marginBottom: 12,
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <div
          role="tablist"
          aria-label={label}
          style={{ display: 'flex', flexWrap: 'wrap', columnGap: 20, flex: 1, minWidth: 0 }}
        >
          {items.map((item, index) => {
            const selected = item.key === current?.key;
            return (
              <div
                key={item.key}
                ref={(node) => {
                  if (node) tabs.current.set(item.key, node);
                  else tabs.current.delete(item.key);
                }}
                role="tab"
                id={tabId(item.key)}
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(item.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
                style={{
                  padding: '8px 0',
                  cursor: 'pointer',
                  color: selected ? token.colorPrimary : token.colorText,
                  fontWeight: selected ? 500 : undefined,
                  boxShadow: selected ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
                  outlineOffset: 2,
                }}
              >
                {item.label}
              </div>
            );
          })}
        </div>
        {extra}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={current ? tabId(current.key) : undefined}
      >
        {children}
      </div>
    </div>
  );
}
