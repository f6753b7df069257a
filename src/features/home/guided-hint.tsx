/**
 * The hint of a guided manager (spec 3: FJMC A or B means guided, src/policy/guided-manager.ts)
 * at the top of its home page: the way to the operating-guidance service zone (/yzzyfwzq).
 * The level comes from the manager info the signed-in frame loads once per institution
 * (prod/queryCyrInfo, src/state/biz-queries.ts); while it loads, when it failed, and for any other
 * level nothing shows. It is a fact about the institution, not a notice to confirm, so it has
 * no close button.
 */
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { isGuidedManager } from '@/policy/guided-manager';
import { BIZ_ENDPOINTS } from '@/state/biz-queries';

const GUIDED_HINT_TEXT = '贵机构为指导类管理人，请查看运营指导服务专区';

export function GuidedHint() {
  const { currentData: cyrInfo } = BIZ_ENDPOINTS.participantInfo.useQueryState();
  const navigate = useNavigate();
  if (!isGuidedManager(cyrInfo?.FJMC)) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="guided-hint"
      title={GUIDED_HINT_TEXT}
      description="专区汇集运营指引、业务办理说明与培训资料，便于贵机构规范开展产品运营。"
      action={
        <Button
          size="small"
          type="primary"
          data-testid="guided-hint-open"
          onClick={() => void navigate(PATHS.yzzyfwzq)}
        >
          前往专区
        </Button>
      }
    />
  );
}
