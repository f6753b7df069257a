/**
 * The signed-in institution's manager class (管理人类型, spec 3: KHFL of prod/queryCyrInfo), named
 * by the dictionary of src/policy/manager-classes.ts. The manager info is loaded with the
 * loading flags after login; its failure is retried where the flags are (the sub-app area).
 */
import { Descriptions } from 'antd';
import { managerClassName } from '@/policy/manager-classes';
import { selectBizPart, selectCyrInfo } from '@/state/biz-data-slice';
import { useAppSelector } from '@/state/hooks';

export function ManagerClassLine() {
  const cyrInfo = useAppSelector(selectCyrInfo);
  const part = useAppSelector((state) => selectBizPart(state, 'participantInfo'));
  let text = '加载中…';
  if (part.status === 'failed') text = '管理人信息加载失败';
  else if (cyrInfo) text = managerClassName(cyrInfo.KHFL) ?? '—';
  return (
    <Descriptions column={1} bordered size="small" style={{ marginTop: 16 }}>
      <Descriptions.Item label="管理人类型">
        <span data-testid="manager-class">{text}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
