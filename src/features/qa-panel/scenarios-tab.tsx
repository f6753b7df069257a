/**
 * 场景: the mock's scenarios with their descriptions and 启用 for each (QA contract: GET and POST
 * /__mock__/scenarios). A scenario turns on as ordinary faults, listed in the 故障 tab and
 * removed there.
 */
import { Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { adminApi } from './admin-client';
import { AdminAlert } from './admin-alert';
import { useAdminAction, useAdminLoad } from './use-admin-load';

export function ScenariosTab() {
  const scenarios = useAdminLoad(adminApi.scenarios);
  const action = useAdminAction();
  const [enabled, setEnabled] = useState<{ name: string; count: number } | null>(null);

  const enable = async (name: string) => {
    setEnabled(null);
    let count = 0;
    const done = await action.run(name, async () => {
      count = (await adminApi.enableScenario(name)).ids.length;
    });
    if (done) setEnabled({ name, count });
  };

  return (
    <div data-testid="qa-scenarios">
      <AdminAlert message={scenarios.error} onRetry={scenarios.reload} />
      <AdminAlert message={action.error} />
      {enabled && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={`已启用场景 ${enabled.name}：添加了 ${enabled.count} 个故障，可在“故障”页查看或删除`}
        />
      )}
      <Spin spinning={scenarios.loading}>
        {scenarios.data && scenarios.data.length === 0 && <Empty description="没有场景" />}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: 48 }}>
          {(scenarios.data ?? []).map((scenario) => (
            <li
              key={scenario.name}
              data-scenario={scenario.name}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '10px 0',
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <div style={{ flex: 1 }}>
                <code>{scenario.name}</code>
                <div style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{scenario.description}</div>
              </div>
              <Button
                size="small"
                type="primary"
                ghost
                loading={action.pending === scenario.name}
                aria-label={`启用场景 ${scenario.name}`}
                onClick={() => void enable(scenario.name)}
              >
                启用
              </Button>
            </li>
          ))}
        </ul>
      </Spin>
    </div>
  );
}
