/**
 * Menu search (spec 2.4): type a page name, key or permission key; the arrow keys move through
 * the hits and Enter opens one (antd AutoComplete's own keyboard handling). The list follows the
 * text 50 ms after the last key (spec 9's default debounce). Enter on a text that finds nothing
 * keeps 未找到匹配的菜单 in view: the select would close its list on any Enter.
 */
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { SEARCH_KEYWORD_MAX } from '@/api/field-limits';
import type { MenuItem } from '@/api/menu';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useOpenMenu } from '@/features/layout/use-open-menu';
import { searchMenu, type MenuHit } from '@/policy/menu-search';
import { selectMenuTree } from '@/state/access-slice';
import { useAppSelector } from '@/state/hooks';

/**
 * An option's value. It must not start with words one can search for: when the list opens, the
 * select makes the first option whose value starts with the text typed the active one, which
 * would skip the best hits (ranked first) for one under an area of that name.
 */
function optionValue(hit: MenuHit<MenuItem>): string {
  return `menu:${[...hit.trail, hit.item.key].join('/')}`;
}

export function MenuSearch() {
  const tree = useAppSelector(selectMenuTree);
  const openMenu = useOpenMenu();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text);
  const hits = useMemo(() => searchMenu<MenuItem>(tree ?? [], query), [tree, query]);
  const nothingFound = query.trim() !== '' && hits.length === 0;
  // Runs before the select's own handler, which would close the list holding the message.
  const keepMessage = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !nothingFound || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    setOpen(true);
  };
  const byValue = new Map(hits.map((hit) => [optionValue(hit), hit.item]));

  const options = hits.map((hit) => ({
    value: optionValue(hit),
    label: (
      <div data-testid="menu-search-option">
        <div>{hit.item.name}</div>
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>{hit.trail.join(' / ')}</div>
      </div>
    ),
  }));

  return (
    <div onKeyDownCapture={keepMessage}>
      <AutoComplete
        // An id of its own: the option list and aria-activedescendant derive from it.
        id="menu-search-input"
        value={text}
        open={open}
        onOpenChange={setOpen}
        options={options}
        onSearch={setText}
        onChange={(value: string) => setText(byValue.has(value) ? '' : value)}
        onSelect={(value: string) => {
          const item = byValue.get(value);
          if (item) openMenu(item);
          setText('');
        }}
        defaultActiveFirstOption
        notFoundContent={query.trim() ? '未找到匹配的菜单' : null}
        style={{ width: '100%' }}
        popupMatchSelectWidth={260}
      >
        <Input
          data-testid="menu-search"
          aria-label="搜索菜单"
          placeholder="搜索菜单"
          maxLength={SEARCH_KEYWORD_MAX}
          prefix={<SearchOutlined />}
          allowClear
        />
      </AutoComplete>
    </div>
  );
}
