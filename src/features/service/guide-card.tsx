/** One guide of the operating-guidance zone: what it is, and the way to open it (./guide-link). */
import {
  ExportOutlined,
  FileTextOutlined,
  LinkOutlined,
  PlayCircleOutlined,
  DownloadOutlined,
} from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Guide } from '@/api/system-types';
import { GUIDE_TYPE_NAMES, guideLink } from '@/features/service/guide-link';

const TYPE_ICONS: Record<Guide['guideType'], React.ReactNode> = {
  doc: <FileTextOutlined />,
  video: <PlayCircleOutlined />,
  page: <LinkOutlined />,
};

const TYPE_COLORS: Record<Guide['guideType'], string> = {
  doc: 'blue',
  video: 'purple',
  page: 'green',
};

function GuideAction({ guide }: { guide: Guide }) {
  const link = guideLink(guide);
  switch (link.kind) {
    case 'route':
      return (
        <Link to={link.to} aria-label={`前往办理：${guide.title}`}>
          前往办理
        </Link>
      );
    case 'external': {
      const text = guide.guideType === 'video' ? '观看视频' : '打开链接';
      return (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${text}：${guide.title}（新窗口打开）`}
        >
          {text} <ExportOutlined />
        </a>
      );
    }
    case 'download':
      return (
        <a href={link.href} download={link.fileName} aria-label={`下载文档：${guide.title}`}>
          <DownloadOutlined /> 下载文档
        </a>
      );
    default:
      return <Typography.Text type="secondary">链接不可用</Typography.Text>;
  }
}

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <Card
      size="small"
      data-testid="guide-item"
      data-guide-id={guide.guideId}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={6}>
        <Flex align="center" gap={8}>
          <span aria-hidden style={{ fontSize: 18, color: '#1f4e9c' }}>
            {TYPE_ICONS[guide.guideType]}
          </span>
          <Typography.Text strong style={{ flex: 1 }}>
            {guide.title}
          </Typography.Text>
          <Tag color={TYPE_COLORS[guide.guideType]}>{GUIDE_TYPE_NAMES[guide.guideType]}</Tag>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {guide.summary || '—'}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            更新于 {guide.updateTime.slice(0, 10)} · 浏览 {guide.views} 次
          </Typography.Text>
          <GuideAction guide={guide} />
        </Flex>
      </Flex>
    </Card>
  );
}
