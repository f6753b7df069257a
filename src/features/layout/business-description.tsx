/**
 * The Business Description modal (spec 2.6): sys/queryMenuDesc for the page on screen; titled
 * 业务说明; 暂无数据 when the page has none; each description's rich text (sanitised) and, when
 * given, its steps with the statuses of spec 3. A search over every page's descriptions
 * (sys/searchMenuDesc) sits above it (./business-description-search.tsx).
 */
import { Alert, Button, Empty, Modal, Skeleton, Steps, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { queryMenuDesc, type MenuDesc, type MenuDescMap } from '@/api/menu';
import { authMessage } from '@/api/auth-codes';
import { BusinessDescriptionSearch } from '@/features/layout/business-description-search';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { stepStatuses } from '@/policy/steps';

function Description({ desc }: { desc: MenuDesc }) {
  const statuses = stepStatuses(desc.steps?.length ?? 0, desc.current);
  return (
    <div data-testid="biz-desc-item">
      <Typography.Title level={5}>{desc.title}</Typography.Title>
      <div
        className="biz-desc-content"
        // Sanitised by DOMPurify (src/lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(desc.content) }}
      />
      {desc.steps && desc.steps.length > 0 && (
        <Steps
          data-testid="biz-desc-steps"
          direction="vertical"
          size="small"
          style={{ marginTop: 16 }}
          items={desc.steps.map((step, index) => ({
            title: step.title,
            description: step.description,
            status: statuses[index],
          }))}
        />
      )}
    </div>
  );
}

function DescriptionBody({ route }: { route: string }) {
  const [descs, setDescs] = useState<MenuDescMap | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void queryMenuDesc({ path: route }).then((response) => {
      if (!live) return;
      if (response && response.code === 0) {
        setDescs(response.data ?? {});
        setError(null);
      } else setError(authMessage(response, '业务说明加载失败'));
    });
    return () => {
      live = false;
    };
  }, [route, attempt]);

  const entries = Object.entries(descs ?? {});
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={error}
        action={
          <Button
            size="small"
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  if (!descs) return <Skeleton active />;
  if (entries.length === 0) return <Empty description="暂无数据" />;
  if (entries.length === 1 && entries[0]) return <Description desc={entries[0][1]} />;
  return (
    <Tabs
      items={entries.map(([key, desc]) => ({
        key,
        label: desc.title,
        children: <Description desc={desc} />,
      }))}
    />
  );
}

export function BusinessDescription({
  open,
  route,
  onClose,
}: {
  open: boolean;
  route: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title="业务说明"
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {open && (
        <BusinessDescriptionSearch onOpen={onClose}>
          <DescriptionBody route={route} />
        </BusinessDescriptionSearch>
      )}
    </Modal>
  );
}
