/** The header's notice count (/invest/queryTzjdtshNoticeCount): notice letters waiting, opening their page. */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryTzjdtshNoticeCount } from '@/api/value';
import { NOTICE_LETTER_PATH } from '@/config/menu-keys';

export function NoticeBell({ instId }: { instId: string }) {
  const navigate = useNavigate();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void queryTzjdtshNoticeCount().then((response) => {
      if (live && response && response.code === 0) setCount(Number(response.data) || 0);
    });
    return () => {
      live = false;
    };
  }, [instId]);

  const label = count ? `${count} 份提示函待确认` : '暂无待确认的提示函';
  return (
    <Tooltip title={label}>
      <Badge count={count ?? 0} size="small" data-testid="notice-count">
        <Button
          type="text"
          aria-label={label}
          icon={<BellOutlined style={{ color: '#fff', fontSize: 18 }} />}
          onClick={() => navigate(NOTICE_LETTER_PATH)}
        />
      </Badge>
    </Tooltip>
  );
}
