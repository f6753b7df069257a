/**
 * /zxbm (spec 2.1, 2.6, 7.4): online sign-up for an event announced in a notice. The query
 * carries id (the notice), title and ly (where the link was). Without an id there is nothing
 * to sign up for: a clear message instead of the form. The notice is read first
 * (sys/queryNoticeDetail) to show the deadline and to say when sign-up is not open.
 */
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { PATHS } from '@/config/paths';
import { SignUpForm } from '@/features/service/sign-up-form';
import { useSignUpNoticeQuery } from '@/features/service/service-api';
import { useAppSelector } from '@/state/hooks';
import { useSectionLoad } from '@/state/load-state';
import { selectUser } from '@/state/session-slice';

/** The mock's 2501 公告不存在. */
const NOTICE_NOT_FOUND = 2501;
/** ly when the link carried none. */
const DEFAULT_SOURCE = 'zxbm';
const SOURCE_NAMES: Record<string, string> = {
  notice: '平台公告',
  advertisement: '首页广告',
};

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(PATHS.home)}>
      返回首页
    </Button>
  );
}

function NoticeSignUp({
  id,
  queryTitle,
  source,
}: {
  id: string;
  queryTitle: string;
  source: string;
}) {
  const user = useAppSelector(selectUser);
  const { state, retry } = useSectionLoad(useSignUpNoticeQuery(id));

  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (state.status === 'failed') {
    if (state.code === NOTICE_NOT_FOUND) {
      return (
        <Result
          status="404"
          title="报名活动不存在"
          subTitle="该活动可能已撤回，请从公告列表重新进入。"
          extra={<HomeButton />}
          data-testid="sign-up-unavailable"
        />
      );
    }
    return <LoadFailed title="活动信息加载失败" message={state.message} onRetry={retry} />;
  }
  const notice = state.data;
  const title = queryTitle || notice.title;
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={4} data-testid="sign-up-title" style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="报名截止">{notice.registDeadline || '—'}</Descriptions.Item>
          <Descriptions.Item label="来源">{SOURCE_NAMES[source] ?? source}</Descriptions.Item>
        </Descriptions>
      </div>
      {notice.registEnabled ? (
        <SignUpForm
          noticeId={id}
          title={title}
          source={source}
          defaultCompany={user?.instName ?? ''}
        />
      ) : (
        <Result
          status="warning"
          title="该活动未开放在线报名"
          subTitle="如需参加，请联系活动主办方。"
          extra={<HomeButton />}
          data-testid="sign-up-unavailable"
        />
      )}
    </Flex>
  );
}

export default function SignUpPage() {
  const [query] = useSearchParams();
  const id = (query.get('id') ?? '').trim();
  const title = (query.get('title') ?? '').trim();
  const source = (query.get('ly') ?? '').trim() || DEFAULT_SOURCE;

  return (
    <Card title="在线报名" data-testid="sign-up-page">
      {id ? (
        <NoticeSignUp key={id} id={id} queryTitle={title} source={source} />
      ) : (
        <Result
          status="warning"
          title="报名链接无效"
          subTitle="链接缺少活动编号，请从公告或首页活动入口重新进入在线报名。"
          extra={<HomeButton />}
          data-testid="sign-up-missing-id"
        />
      )}
    </Card>
  );
}
