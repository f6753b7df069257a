/** Choosing the institution at login (user/queryInstList, user/setLoginInst/v2 or setInstAfterScan/v2). */
import { Button, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  queryInstList,
  setInstAfterScan,
  setLoginInst,
  type InstOption,
  type LoginData,
} from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { ItemList, ItemRow } from '@/components/item-list';
import { useClickGuard } from '@/components/use-click-guard';
import type { ApiResponse } from '@/lib/http-client';
import { readLoginAnswer, restartOf, type LoginAnswer } from './login-answer';
import { ErrorAlert } from '@/components/error-alert';

export function InstStep({
  ticket,
  via,
  offered,
  onAnswer,
  onBack,
}: {
  ticket: string;
  via: 'password' | 'qr';
  /** Institutions already known (the QR answer lists them). */
  offered?: InstOption[];
  onAnswer: (answer: LoginAnswer) => void;
  onBack: () => void;
}) {
  const [options, setOptions] = useState<InstOption[] | null>(offered ?? null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (offered) return;
    let live = true;
    void queryInstList(ticket).then((response) => {
      if (!live) return;
      const restart = restartOf(response);
      if (response && response.code === 0 && response.data) setOptions(response.data);
      else if (restart) onAnswer(restart);
      else setError(authMessage(response, '机构列表加载失败'));
    });
    return () => {
      live = false;
    };
  }, [offered, onAnswer, ticket, attempt]);

  const choose = useCallback(
    async (instId: string) => {
      setError(null);
      const call = via === 'qr' ? setInstAfterScan : setLoginInst;
      const response = (await call({ ticket, instId })) as ApiResponse<LoginData> | false;
      const answer = readLoginAnswer(response, via);
      if (answer.kind === 'error') setError(answer.message);
      onAnswer(answer);
    },
    [onAnswer, ticket, via],
  );
  const { run, busy } = useClickGuard(choose);

  return (
    <div>
      <Typography.Paragraph>您的账号属于多个机构，请选择本次登录的机构：</Typography.Paragraph>
      {options === null && !error && <Skeleton active paragraph={{ rows: 2 }} />}
      {options && (
        <ItemList
          bordered
          items={options}
          rowKey={(option) => option.instId}
          emptyText="该用户无可用机构"
          renderItem={(option) => (
            <ItemRow>
              <Button
                type="text"
                block
                disabled={busy}
                data-testid="inst-option"
                style={{ textAlign: 'left' }}
                onClick={() => run(option.instId)}
              >
                {option.instName}
              </Button>
            </ItemRow>
          )}
        />
      )}
      <ErrorAlert
        message={error}
        testId="login-error"
        style={{ marginTop: 16 }}
        onRetry={
          options === null
            ? () => {
                setError(null);
                setAttempt((n) => n + 1);
              }
            : undefined
        }
      />
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        返回账号登录
      </Button>
    </div>
  );
}
