/**
 * The signed-in institution's manager class (管理人类型, spec 3: KHFL of prod/queryCyrInfo), named
 * by the dictionary of src/policy/manager-classes.ts. The manager info is loaded with the
 * loading flags after login; its failure is retried where the flags are (the sub-app area).
 */
import { Descriptions } from 'antd';
import { managerClassName } from '@/policy/manager-classes';
import { BIZ_ENDPOINTS } from '@/state/biz-queries';

export function ManagerClassLine() {
  // Read, not subscribed: the signed-in frame keeps it loaded (flag participantInfo).
  const { currentData: cyrInfo, isError } = BIZ_ENDPOINTS.participantInfo.useQueryState();
  let text = '加载中…';
  if (isError) text = '管理人信息加载失败';
  else if (cyrInfo) text = managerClassName(cyrInfo.KHFL) ?? '—';
  return (
    <Descriptions column={1} bordered size="small" style={{ marginTop: 16 }}>
      <Descriptions.Item label="管理人类型">
        <span data-testid="manager-class">{text}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
