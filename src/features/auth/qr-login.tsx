/**
 * QR login (spec 7.1): a QR code from user/qrImageScanStatus/v2, polled every second until the
 * phone confirms; then user/getWechatAuthStatus gives the ticket and the institutions, and
 * user/setInstAfterScan/v2 completes the login (directly when there is only one institution).
 */
import { Button, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  getWechatAuthStatus,
  queryQrScanStatus,
  setInstAfterScan,
  type QrStatus,
} from '@/api/auth';
import { authMessage } from '@/api/auth-codes';
import { readLoginAnswer, type LoginAnswer } from './login-answer';
import { ErrorAlert } from '@/components/error-alert';

export const QR_POLL_MS = 1000;

const STATUS_TEXT: Record<QrStatus, string> = {
  waiting: '请使用手机扫描二维码登录',
  scanned: '已扫码，请在手机上确认登录',
  confirmed: '已确认，正在登录…',
  expired: '二维码已失效，请刷新二维码',
};

export function QrLogin({ onAnswer }: { onAnswer: (answer: LoginAnswer) => void }) {
  const [qr, setQr] = useState<{ qrId: string; image?: string } | null>(null);
  const [status, setStatus] = useState<QrStatus>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const finish = useCallback(
    async (qrId: string) => {
      const auth = await getWechatAuthStatus(qrId);
      if (!auth || auth.code !== 0 || !auth.data?.authorized) {
        setError(authMessage(auth, '扫码登录失败，请刷新二维码'));
        return;
      }
      const { ticket, instList } = auth.data;
      if (instList.length === 1 && instList[0]) {
        const answer = readLoginAnswer(
          await setInstAfterScan({ ticket, instId: instList[0].instId }),
          'qr',
        );
        if (answer.kind === 'error') setError(answer.message);
        onAnswer(answer);
        return;
      }
      onAnswer({ kind: 'step', step: { kind: 'inst', ticket, via: 'qr', offered: instList } });
    },
    [onAnswer],
  );

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (qrId: string) => {
      const response = await queryQrScanStatus(qrId);
      if (!live) return;
      if (!response || response.code !== 0 || !response.data) {
        setError(authMessage(response, '二维码状态查询失败'));
        return;
      }
      setStatus(response.data.status);
      if (response.data.status === 'confirmed') void finish(qrId);
      else if (response.data.status !== 'expired')
        timer = setTimeout(() => void poll(qrId), QR_POLL_MS);
    };
    void queryQrScanStatus().then((response) => {
      if (!live) return;
      if (!response || response.code !== 0 || !response.data) {
        setError(authMessage(response, '二维码获取失败'));
        return;
      }
      setQr({ qrId: response.data.qrId, image: response.data.image });
      timer = setTimeout(() => void poll(response.data.qrId), QR_POLL_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [finish, round]);

  return (
    <div style={{ textAlign: 'center' }} data-testid="qr-login">
      <div
        style={{
          width: 180,
          height: 180,
          margin: '0 auto 12px',
          display: 'grid',
          placeItems: 'center',
          border: '1px solid #f0f0f0',
          opacity: status === 'expired' ? 0.3 : 1,
        }}
      >
        {qr?.image ? (
          <img src={qr.image} alt="登录二维码" width={170} height={170} />
        ) : (
          !error && <Spin />
        )}
      </div>
      <Typography.Paragraph data-testid="qr-status">{STATUS_TEXT[status]}</Typography.Paragraph>
      <ErrorAlert message={error} testId="login-error" style={{ marginBottom: 12 }} />
      {(status === 'expired' || error) && (
        <Button
          onClick={() => {
            setQr(null);
            setError(null);
            setStatus('waiting');
            setRound((n) => n + 1);
          }}
          data-testid="qr-refresh"
        >
          刷新二维码
        </Button>
      )}
    </div>
  );
}
