/**
 * The parts of 交易日历 that load on their own (spec 1, 7.4): a small failure with a retry for
 * that part only, and the selected day's previous and next trading days (sys/queryTradeDay).
 */
import { Alert, Button, Flex, Typography } from 'antd';
import type { TradeDayAnswer } from '@/api/system-types';
import type { LoadState } from '@/state/load-state';

/** One part of the calendar that could not load: why, and a retry for that part only. */
export function PartFailed({
  testId,
  title,
  state,
  onRetry,
}: {
  testId: string;
  title: string;
  state: { message: string };
  onRetry: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      style={{ marginTop: 8, padding: '4px 8px' }}
      title={`${title}：${state.message}`}
      action={
        <Button size="small" type="link" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** Whether the selected day trades (sys/queryTradeDay), and its previous and next trading days. */
export function DayNeighbours({
  state,
  onRetry,
  onSelect,
}: {
  state: LoadState<TradeDayAnswer>;
  onRetry: () => void;
  onSelect: (date: string) => void;
}) {
  if (state.status === 'failed') {
    return (
      <PartFailed
        testId="calendar-day-info-failed"
        title="交易日信息加载失败"
        state={state}
        onRetry={onRetry}
      />
    );
  }
  if (state.status === 'loading') {
    return (
      <Typography.Text type="secondary" data-testid="calendar-day-info-loading">
        正在查询前后交易日…
      </Typography.Text>
    );
  }
  const day = state.data.day;
  if (!day) return null;
  const neighbour = (label: string, date: string | null, testId: string) => (
    <span>
      <Typography.Text type="secondary">{label}：</Typography.Text>
      {date ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          data-testid={testId}
          aria-label={`${label} ${date}`}
          onClick={() => onSelect(date)}
        >
          {date}
        </Button>
      ) : (
        <Typography.Text data-testid={testId}>无</Typography.Text>
      )}
    </span>
  );
  return (
    <Flex
      gap={12}
      wrap
      align="center"
      data-testid="calendar-day-info"
      data-date={day.date}
      data-trade-day={day.tradeDay ? 'true' : 'false'}
    >
      {neighbour('上一交易日', day.prevTradeDay, 'calendar-prev-trade-day')}
      {neighbour('下一交易日', day.nextTradeDay, 'calendar-next-trade-day')}
    </Flex>
  );
}
