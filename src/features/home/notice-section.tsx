/**
 * 公告通知 (spec 1, 2.6, 7.3, 7.4): the notices (sys/queryNoticeList; top ones first, unread
 * marked), each opened in a modal and then marked read (sys/submitReadFlag) and counted as one
 * view per opening (sys/increasePageView), and the notice
 * letters waiting for confirmation (prod/queryConfirmNoticeList), confirmed one by one
 * (prod/confirmNotice; the tips are refreshed so the letter rule of spec 4 lets go). Confirming
 * is the special function 提示函确认 (spec 3): a user who does not hold it reads the letter, its
 * confirm button disabled with 无此功能权限.
 */
import { Badge, Button, Flex, Modal, Pagination, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { NoticeLetter } from '@/api/product';
import { increasePageView } from '@/api/system';
import type { NoticeSummary } from '@/api/system-types';
import { FunctionGate } from '@/components/function-gate';
import { ItemList, ItemMeta, ItemRow } from '@/components/item-list';
import { formatDate } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { SPECIAL_FUNCTIONS } from '@/policy/special-function';
import { refreshTips } from '@/state/access-thunks';
import { apiErrorOf } from '@/state/api-result';
import { useAppDispatch } from '@/state/hooks';
import { useSectionLoad } from '@/state/load-state';
import { useNoticeLettersQuery, useNoticeListQuery } from './home-api';
import { HomeSectionCard, SectionBody } from './home-section';
import { NoticeDetailModal } from './notice-detail-modal';
import { useConfirmLetterMutation, useMarkNoticeReadMutation } from './home-write-api';
import { RowTitleButton } from './row-title-button';
import { useFeedback } from '@/lib/feedback';

const NOTICE_PAGE_SIZE = 6;
const LETTER_QUERY = { confirmed: '0' } as const;

function NoticeList() {
  const [markRead] = useMarkNoticeReadMutation();
  const [pageNum, setPageNum] = useState(1);
  const query = { pageNum, pageSize: NOTICE_PAGE_SIZE };
  const load = useSectionLoad(useNoticeListQuery(query));
  const [opened, setOpened] = useState<string | null>(null);
  // The count after this opening's view (sys/increasePageView), once its answer is in.
  const [views, setViews] = useState<{ noticeId: string; pageView: number } | null>(null);

  const open = (notice: NoticeSummary) => {
    setOpened(notice.noticeId);
    setViews(null);
    // Counted here, once per click, not in an effect that may run twice.
    void increasePageView(notice.noticeId).then((answer) => {
      if (answer && answer.code === 0) setViews(answer.data);
    });
    // Once marked, the list is read again (its read flags and unread count).
    if (!notice.read) void markRead(notice.noticeId);
  };

  return (
    <>
      <SectionBody load={load} failedTitle="公告加载失败" emptyText="暂无公告" rows={4}>
        {(page) => (
          <>
            <ItemList
              items={page.list}
              rowKey={(notice) => notice.noticeId}
              renderItem={(notice) => (
                <ItemRow
                  data-testid="notice-item"
                  data-notice-id={notice.noticeId}
                  data-read={notice.read ? 'true' : 'false'}
                  extra={
                    <Typography.Text type="secondary">
                      {formatDate(notice.publishTime)}
                    </Typography.Text>
                  }
                >
                  <Flex gap={4} align="center" wrap style={{ minWidth: 0 }}>
                    {!notice.read && (
                      <span role="img" aria-label="未读" style={{ display: 'inline-flex' }}>
                        <Badge status="error" />
                      </span>
                    )}
                    {notice.top && <Tag color="red">置顶</Tag>}
                    <Tag>{notice.typeName}</Tag>
                    <RowTitleButton onClick={() => open(notice)}>{notice.title}</RowTitleButton>
                  </Flex>
                </ItemRow>
              )}
            />
            {page.total > NOTICE_PAGE_SIZE && (
              <Flex justify="flex-end" style={{ marginTop: 8 }}>
                <Pagination
                  size="small"
                  simple
                  current={page.pageNum}
                  pageSize={NOTICE_PAGE_SIZE}
                  total={page.total}
                  onChange={setPageNum}
                />
              </Flex>
            )}
          </>
        )}
      </SectionBody>
      {opened && (
        <NoticeDetailModal
          noticeId={opened}
          pageView={views?.noticeId === opened ? views.pageView : undefined}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}

function LetterList() {
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const load = useSectionLoad(useNoticeLettersQuery(LETTER_QUERY));
  const [opened, setOpened] = useState<NoticeLetter | null>(null);
  const [confirmLetter, { isLoading: confirming }] = useConfirmLetterMutation();
  const html = useMemo(() => (opened ? sanitizeHtml(opened.content) : ''), [opened]);

  const confirm = async (letter: NoticeLetter) => {
    const answer = await confirmLetter(letter.noticeId);
    if (answer.error) {
      void message.error(apiErrorOf(answer.error).message);
      return;
    }
    void message.success('确认成功');
    setOpened(null);
    void dispatch(refreshTips());
  };

  return (
    <>
      <SectionBody load={load} failedTitle="待确认提示函加载失败" emptyText="暂无待确认的提示函">
        {(letters) => (
          <ItemList
            items={letters}
            rowKey={(letter) => letter.noticeId}
            renderItem={(letter) => (
              <ItemRow
                data-testid="letter-item"
                actions={
                  <Button size="small" onClick={() => setOpened(letter)}>
                    查看并确认
                  </Button>
                }
              >
                <ItemMeta title={letter.title} description={formatDate(letter.issuedAt)} />
              </ItemRow>
            )}
          />
        )}
      </SectionBody>
      {opened && (
        <Modal
          open
          width={720}
          title={opened.title}
          onCancel={() => setOpened(null)}
          footer={
            <Flex justify="flex-end" gap={8}>
              <Button onClick={() => setOpened(null)}>关闭</Button>
              <FunctionGate authKey={SPECIAL_FUNCTIONS.letterConfirm}>
                {(held) => (
                  <Button
                    type="primary"
                    data-testid="letter-confirm"
                    disabled={!held}
                    loading={confirming}
                    onClick={() => void confirm(opened)}
                  >
                    确认已阅读
                  </Button>
                )}
              </FunctionGate>
            </Flex>
          }
        >
          <div data-testid="letter-content" dangerouslySetInnerHTML={{ __html: html }} />
        </Modal>
      )}
    </>
  );
}

export function NoticeSection() {
  const [tab, setTab] = useState('notices');
  return (
    <HomeSectionCard id="notice" title="公告通知">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'notices', label: '公告' },
          { key: 'letters', label: '待确认提示函' },
        ]}
      />
      {tab === 'notices' ? <NoticeList /> : <LetterList />}
    </HomeSectionCard>
  );
}
