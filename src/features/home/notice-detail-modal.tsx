/**
 * A notice opened from the home page (sys/queryNoticeDetail): its rich text sanitised before it
 * is rendered (src/lib/sanitize-html.ts: nothing in it runs or sends a request by itself), its
 * attachments linked under the same URL rule (./notice-attachments.tsx). The
 * notice hashes of spec 2.6 inside it (#/zxbm, #/glrzhwh, #/dgtwj, #/satisficing) open their
 * targets: a portal page, or the survey in a new window with the earliest registration date of
 * the user's products. 浏览 N 次 is the count after this opening (counted by the list that opens
 * it), or the detail's own count until that answer is in.
 */
import { Modal, Skeleton, Typography } from 'antd';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryProductList } from '@/api/product';
import { LoadFailed } from '@/components/load-failed';
import { formatDate } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { resolveNoticeHash } from '@/policy/notice-hash';
import { useSectionLoad } from '@/state/load-state';
import { useNoticeDetailQuery } from './home-api';
import { NoticeAttachments } from './notice-attachments';

export function NoticeDetailModal({
  noticeId,
  pageView,
  onClose,
}: {
  noticeId: string;
  /** The view count after this opening (sys/increasePageView), when known */
  pageView?: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { state, retry } = useSectionLoad(useNoticeDetailQuery(noticeId));
  const html = useMemo(
    () => (state.status === 'ready' ? sanitizeHtml(state.data.content) : ''),
    [state],
  );

  const onContentClick = async (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!href.startsWith('#/')) return;
    event.preventDefault();
    let products: { djrj?: string | null }[] = [];
    if (href.startsWith('#/satisficing')) {
      const answer = await queryProductList({ pageSize: 100 });
      products = answer && answer.code === 0 ? answer.data.list : [];
    }
    const link = resolveNoticeHash(href, products);
    if (!link) return;
    if (link.kind === 'external') {
      window.open(link.url, '_blank', 'noopener,noreferrer');
      return;
    }
    onClose();
    void navigate(link.to);
  };

  return (
    <Modal
      open
      width={760}
      title={state.status === 'ready' ? state.data.title : '公告详情'}
      onCancel={onClose}
      footer={null}
    >
      <div data-testid="notice-detail">
        {state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state.status === 'failed' && (
          <LoadFailed
            testId="section-failed"
            title="公告详情加载失败"
            message={state.message}
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && (
          <>
            <Typography.Text type="secondary">
              {state.data.typeName} · {state.data.publisher} · {formatDate(state.data.publishTime)}
              {' · '}
              <span data-testid="notice-page-view">
                浏览 {Math.max(pageView ?? 0, state.data.pageView)} 次
              </span>
            </Typography.Text>
            <div
              data-testid="notice-content"
              className="notice-content"
              style={{ marginTop: 12, overflowX: 'auto' }}
              onClick={(event) => void onContentClick(event)}
              dangerouslySetInnerHTML={{ __html: html }}
            />
            <NoticeAttachments files={state.data.attachments} />
          </>
        )}
      </div>
    </Modal>
  );
}
