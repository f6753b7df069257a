/**
 * 最新视频 of the operating-guidance zone (spec 7.6 GET user/queryXinVideoRecentDetails): the
 * latest training videos, newest first, each opened in a new window. Only an http(s) address or
 * a path of this site is opened (never javascript: or data:). The title is underlined: it
 * stands inside a line of text.
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import { List, Skeleton, Tag, Typography } from 'antd';
import { LoadView } from '@/components/load-view';
import { useSectionLoad } from '@/state/load-state';
import { useRecentVideosQuery } from './service-api';

const OPENABLE = /^(https?:\/\/[^\s/\\]|\/(?![/\\]))/i;

export function RecentVideos() {
  return (
    <section aria-labelledby="recent-videos-title" data-testid="recent-videos">
      <Typography.Title level={5} id="recent-videos-title" style={{ marginTop: 0 }}>
        最新视频
      </Typography.Title>
      <LoadView
        load={useSectionLoad(useRecentVideosQuery())}
        failedTitle="最新视频加载失败"
        loading={<Skeleton active paragraph={{ rows: 3 }} />}
        empty="暂无视频"
      >
        {(videos) => (
          <List
            size="small"
            dataSource={videos}
            rowKey="videoId"
            renderItem={(video) => (
              <List.Item
                data-testid="recent-video"
                extra={
                  <Typography.Text type="secondary">
                    {video.publishDate} · 播放 {video.viewCount} 次
                  </Typography.Text>
                }
              >
                <span>
                  <Tag>{video.category}</Tag>
                  {OPENABLE.test(video.videoUrl.trim()) ? (
                    <a
                      href={video.videoUrl.trim()}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`观看视频：${video.title}（新窗口打开）`}
                      // A link inside a line of text is told apart by more than its colour
                      // (WCAG 1.4.1, axe's link-in-text-block).
                      style={{ textDecoration: 'underline' }}
                    >
                      <PlayCircleOutlined /> {video.title}
                    </a>
                  ) : (
                    video.title
                  )}
                  <Typography.Text type="secondary">
                    {' '}
                    · {video.speaker} · {video.duration}
                  </Typography.Text>
                </span>
              </List.Item>
            )}
          />
        )}
      </LoadView>
    </section>
  );
}
