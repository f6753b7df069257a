/**
 * The QA panel (test id qa-panel): a drawer over the mock's admin API (QA contract, "Mock admin
 * API") with five tabs: 故障 (the active faults, add and remove), 场景 (turn a scenario on),
 * 请求记录 (the journal), 数据 (the data scope and a reset) and 时钟 (the mock's clock). A tab loads when shown and again
 * each time it is shown again, so what one tab changed is current in the next. Opened, the focus
 * goes to the current tab (arrow keys switch tabs, Tab walks the drawer and stays in it); Esc
 * closes it and the focus goes back where it was (./qa-launcher.tsx). In the demo build the mock
 * runs inside the page (its service worker hands it the calls), so a reload starts it afresh: the
 * drawer says so.
 */
import { Alert, Drawer, Tabs } from 'antd';
import { ClockTab } from './clock-tab';
import { DataTab } from './data-tab';
import { FaultsTab } from './faults-tab';
import { JournalTab } from './journal-tab';
import { QA_HOTKEY_TEXT } from './qa-hotkey';
import { ScenariosTab } from './scenarios-tab';

const TABS = [
  { key: 'faults', label: '故障', children: <FaultsTab /> },
  { key: 'scenarios', label: '场景', children: <ScenariosTab /> },
  { key: 'journal', label: '请求记录', children: <JournalTab /> },
  { key: 'data', label: '数据', children: <DataTab /> },
  { key: 'clock', label: '时钟', children: <ClockTab /> },
];

const ROOT_CLASS = 'qa-panel';

function focusCurrentTab() {
  document
    .querySelector<HTMLElement>(`.${ROOT_CLASS} [role="tab"][aria-selected="true"]`)
    ?.focus({ preventScroll: true });
}

export default function QaDrawer({
  open,
  onClose,
  onClosed,
}: {
  open: boolean;
  onClose: () => void;
  /** Once it has closed (its motion over): the opener puts the focus back */
  onClosed: () => void;
}) {
  return (
    <Drawer
      open={open}
      afterOpenChange={(opened) => {
        if (opened) focusCurrentTab();
        else onClosed();
      }}
      focusable={{ focusTriggerAfterClose: false }}
      onClose={onClose}
      title={`测试面板（模拟服务，${QA_HOTKEY_TEXT}）`}
      size={720}
      destroyOnHidden
      data-testid="qa-panel"
      rootClassName={ROOT_CLASS}
    >
      {import.meta.env.VITE_MOCK === 'worker' && (
        <Alert
          type="info"
          showIcon
          data-testid="qa-panel-demo-note"
          style={{ marginBottom: 12 }}
          title="演示版：模拟服务运行在本页中，刷新页面后故障、请求记录和数据都恢复初始状态；设置故障后请用板块的“重试”查看效果。"
        />
      )}
      <Tabs items={TABS} destroyOnHidden />
    </Drawer>
  );
}
