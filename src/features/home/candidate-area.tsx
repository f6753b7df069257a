/**
 * One top-level area of the common-menu candidates: its name and a checkbox per entry.
 * Memoised: a change re-renders only the area it touches (an admin has about 80 entries).
 */
import { Checkbox, Flex, Tag, Typography } from 'antd';
import { memo } from 'react';
import type { CandidateGroup } from '@/features/home/menu-candidates';

export const CandidateArea = memo(function CandidateArea({
  group,
  checked,
  full,
  onToggle,
  onLimit,
}: {
  group: CandidateGroup;
  /** The checked keys of this area, comma-joined (a string, so that memo compares by value) */
  checked: string;
  /** The limit is reached: checking one more is refused with onLimit */
  full: boolean;
  onToggle: (key: string, checked: boolean) => void;
  onLimit: () => void;
}) {
  const keys = new Set(checked.split(','));
  return (
    <div
      role="group"
      aria-labelledby={`menu-set-area-${group.key}`}
      data-testid="menu-set-area"
      style={{ marginBottom: 16 }}
    >
      <Typography.Text strong id={`menu-set-area-${group.key}`}>
        {group.name}
      </Typography.Text>
      <Flex wrap gap="8px 16px" style={{ marginTop: 8 }}>
        {group.entries.map((entry) => (
          <Checkbox
            key={entry.key}
            checked={keys.has(entry.key)}
            onChange={(event) => {
              if (event.target.checked && full) onLimit();
              else onToggle(entry.key, event.target.checked);
            }}
            title={entry.route ?? '外部链接'}
          >
            {entry.name}
            {entry.route === null && (
              <Tag style={{ marginInlineStart: 6 }} variant="filled">
                外部链接
              </Tag>
            )}
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
});
