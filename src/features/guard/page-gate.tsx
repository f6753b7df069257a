/**
 * Page access of a signed-in user (spec 4, 5.1): loads the access data once per session, checks
 * the performance-analysis agreement when a performance page is the target, and renders the
 * decision of src/policy/page-access: the page, a redirect (the notice-letter modal titled 提示
 * with it), the 403 page (noGoBack, the rule for QA), or the letter warning without navigation.
 */
import { clearMenuCache } from '@/api/menu';
import { Button, Spin } from 'antd';
import { StatusPanel } from '@/components/lookalikes/status-panel';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { UserInfo } from '@contract';
import { PATHS } from '@/config/paths';
import { CanonicalGate } from '@/features/guard/canonical-gate';
import type { ForbiddenState } from '@/features/guard/forbidden-state';
import { canonicalPath } from '@/policy/canonical-path';
import { isWhitelistMode } from '@/policy/inst-types';
import { knownWithAccess } from '@/policy/known-routes';
import { decidePageAccess, isPerformancePage } from '@/policy/page-access';
import {
  ACCESS_PART_LABELS,
  selectAccessData,
  selectAccessFailedParts,
  selectAccessStatus,
  selectAgreement,
} from '@/state/access-slice';
import { checkAgreement, loadAccess } from '@/state/access-thunks';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { useFeedback } from '@/lib/feedback';

export const LETTER_MODAL_TEXT =
  '贵司有待确认的投资监督提示函，请先阅读并确认提示函后再办理其他业务。';
export const LETTER_MISSING_TEXT = '贵司有投资监督提示函待确认，请联系有权限的用户登录后进行确认。';

export function PageGate({ user }: { user: UserInfo }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { modal, message } = useFeedback();
  const status = useAppSelector(selectAccessStatus);
  const data = useAppSelector(selectAccessData);
  const failedParts = useAppSelector(selectAccessFailedParts);
  const agreement = useAppSelector(selectAgreement);
  const letterModalOpen = useRef(false);

  const performancePage = isPerformancePage(location.pathname);
  const agreementKnown =
    !performancePage || (agreement?.forKey === location.key && agreement.unsigned !== null);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadAccess());
  }, [dispatch, status]);

  useEffect(() => {
    if (status === 'ready' && performancePage && agreement?.forKey !== location.key) {
      void dispatch(checkAgreement(location.key));
    }
  }, [agreement?.forKey, dispatch, location.key, performancePage, status]);

  // The user's menu routes spell the address too: decided only once it is spelled their way.
  const known = useMemo(() => data && knownWithAccess(data), [data]);
  const canonical = known ? canonicalPath(location.pathname, known) === location.pathname : false;

  const decision =
    data && agreementKnown && canonical
      ? decidePageAccess({
          pathname: location.pathname,
          search: location.search,
          roleNames: user.roleNames,
          userType: user.userType,
          instId: user.instId,
          lists: data.lists,
          tree: data.menu,
          blocked: data.blocked,
          isolated: data.isolated,
          whitelistMode: isWhitelistMode(user.instId),
          letter: { pending: data.tips.tjtsh, mandatory: !data.letterOptional },
          agreementUnsigned: performancePage ? (agreement?.unsigned ?? null) : null,
        })
      : null;

  const letterModal = decision?.kind === 'redirect' && decision.modal === 'letter';
  const letterMissing = decision?.kind === 'allow' && decision.warning === 'letter-menu-missing';

  useEffect(() => {
    if (!letterModal || letterModalOpen.current) return;
    letterModalOpen.current = true;
    modal.warning({
      title: '提示',
      content: LETTER_MODAL_TEXT,
      okText: '我知道了',
      onOk: () => {
        letterModalOpen.current = false;
      },
    });
  }, [letterModal, location.key, modal]);

  useEffect(() => {
    if (letterMissing)
      void message.warning({ content: LETTER_MISSING_TEXT, key: 'letter-missing' });
  }, [letterMissing, location.key, message]);

  // A menu that failed may be a broken copy the server keeps of it: the retry has the server
  // drop it first (spec 7.2 user/clearMenuCache), whatever that answers.
  const retryAccess = () => {
    const cleared = failedParts.includes('menu') ? clearMenuCache() : Promise.resolve(false);
    void cleared.then(() => dispatch(loadAccess()));
  };

  if (status === 'failed') {
    const parts = failedParts.map((part) => ACCESS_PART_LABELS[part]).join('、');
    return (
      <StatusPanel
        status="error"
        title="网络异常"
        subTitle={`${parts || '权限数据'}加载失败，请检查网络后重试`}
        extra={
          <Button type="primary" onClick={retryAccess} data-testid="access-retry">
            重试
          </Button>
        }
      />
    );
  }
  if (known && !canonical) return <CanonicalGate known={known}>{null}</CanonicalGate>;
  if (!decision) {
    return <Spin fullscreen description={status === 'ready' ? '加载中...' : '系统登录中...'} />;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbid') {
    const state: ForbiddenState = {
      noGoBack: true,
      rule: decision.rule,
      from: `${location.pathname}${location.search}`,
    };
    return <Navigate to={PATHS.error403} replace state={state} />;
  }
  return <Outlet />;
}
