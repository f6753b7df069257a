/**
 * The menus a user may choose from, grouped by top-level area, with a search box. Checking an
 * entry adds it to the common menus, unchecking removes it; past the limit onLimit is called.
 * The list follows the search text 50 ms after the last key (spec 9's default debounce).
 */
import { Empty, Flex, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { CandidateArea } from '@/features/home/candidate-area';
import {
  COMMON_MENU_LIMIT,
  filterGroups,
  type CandidateGroup,
} from '@/features/home/menu-candidates';

export function CandidateMenuPanel({
  groups,
  chosen,
  onToggle,
  onLimit,
}: {
  groups: CandidateGroup[];
  chosen: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
  onLimit: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const query = useDebouncedValue(keyword);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const chosenSet = new Set(chosen);
  const full = chosen.length >= COMMON_MENU_LIMIT;

  return (
    <Flex vertical gap={16}>
      <Input.Search
        allowClear
        placeholder="搜索菜单名称或路径"
        aria-label="搜索可选菜单"
        data-testid="menu-set-search"
        maxLength={50}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={setKeyword}
      />
      {groups.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可选菜单" />
      )}
      {groups.length > 0 && shown.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未找到匹配的菜单" />
      )}
      <div data-testid="menu-set-candidates" style={{ maxHeight: 560, overflowY: 'auto' }}>
        {shown.map((group) => (
          <CandidateArea
            key={group.key}
            group={group}
            checked={group.entries
              .filter((e) => chosenSet.has(e.key))
              .map((e) => e.key)
              .join(',')}
            full={full}
            onToggle={onToggle}
            onLimit={onLimit}
          />
        ))}
      </div>
    </Flex>
  );
}
