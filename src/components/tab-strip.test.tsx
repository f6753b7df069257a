import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

const ITEMS = [
  { key: 'all', label: '全部 (18)' },
  { key: 'found', label: '产品成立 (3)' },
  { key: 'risk', label: '风险提示 (2)' },
];

function Harness() {
  const [active, setActive] = useState('all');
  return (
    <TabStrip
      label="任务分类"
      items={ITEMS}
      activeKey={active}
      onChange={setActive}
      extra={<button type="button">调整顺序</button>}
    >
      <p>面板：{active}</p>
    </TabStrip>
  );
}

describe('TabStrip', () => {
  it('holds only tabs in its tablist, one of them in the Tab order, and labels its panel', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: '任务分类' });
    expect(Array.from(list.children).map((el) => el.getAttribute('role'))).toEqual([
      'tab',
      'tab',
      'tab',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: '全部 (18)' })).toHaveTextContent('面板：all');
    // The extra content stands outside the tablist.
    expect(list).not.toContainElement(screen.getByRole('button', { name: '调整顺序' }));
  });

  it('selects by click, and by the arrow keys, Home and End with the focus following', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: '风险提示 (2)' }));
    expect(screen.getByRole('tab', { name: '风险提示 (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板：risk');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部 (18)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板：all');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '风险提示 (2)' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '全部 (18)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '风险提示 (2)' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});
