/**
 * The institution's to-do processes (prod/queryToDoProcessList) with their status of spec 3;
 * each opens its page within the portal.
 */
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ProcessItem } from '@/api/product';
import { ItemList, ItemMeta, ItemRow } from '@/components/item-list';
import { formatDate } from '@/lib/date-format';
import { processStatusColor, processStatusName } from '@/policy/product-status';
import { useSectionLoad } from '@/state/load-state';
import { useProcessesQuery } from './home-api';
import { SectionBody } from './home-section';
import { processRoute } from './process-route';

const PROCESS_QUERY = { pageSize: 6 };

export function ProcessList() {
  const navigate = useNavigate();
  const load = useSectionLoad(useProcessesQuery(PROCESS_QUERY));
  return (
    <SectionBody load={load} failedTitle="待办流程加载失败" emptyText="暂无待办流程">
      {(page) => (
        <ItemList
          items={page.list}
          rowKey={(process: ProcessItem) => process.processId}
          renderItem={(process: ProcessItem) => (
            <ItemRow data-testid="process-item">
              <ItemMeta
                title={
                  <>
                    <Tag color={processStatusColor(process.status)}>
                      {processStatusName(process.status)}
                    </Tag>
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      onClick={() => void navigate(processRoute(process))}
                    >
                      {process.processName} · {process.pdName}
                    </Button>
                  </>
                }
                description={`当前环节：${process.currentNode} · 发起人：${process.applicant} · ${formatDate(process.startTime)}`}
              />
            </ItemRow>
          )}
        />
      )}
    </SectionBody>
  );
}
