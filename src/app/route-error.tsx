/**
 * The routes' error element. A script chunk that did not load reloads the page
 * once (src/lib/chunk-reload); when that was already tried, or for any other error of a page,
 * an error page with a reload button, never a white screen. Every error shown is reported to
 * the console and the tracker (`page_error`).
 */

export const PAGE_ERROR_EVENT = 'page_error';
import { Button, Spin } from 'antd';
import { StatusPanel } from '@/components/lookalikes/status-panel';
import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { appTracker } from '@/lib/app-tracker';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '@/lib/chunk-reload';
import { reloadPage } from '@/lib/page-reload';

export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunk = isChunkLoadError(error);
  // Decided once for this error: StrictMode's second render must not change its mind.
  const [reloading] = useState(() => chunk && mayReloadForChunk());

  useEffect(() => {
    if (reloading) {
      reloadForChunk();
      return;
    }
    console.error('[route] page error', error);
    appTracker.track(PAGE_ERROR_EVENT, {
      path: pathname,
      reason: chunk ? 'chunk' : 'page',
      message: error instanceof Error ? error.message : String(error),
    });
  }, [chunk, error, pathname, reloading]);

  if (reloading) return <Spin fullscreen description="正在重新加载页面..." />;
  return (
    <StatusPanel
      status="error"
      data-testid="route-error"
      data-reason={chunk ? 'chunk' : 'page'}
      title={chunk ? '页面资源加载失败' : '页面出错了'}
      subTitle={
        chunk
          ? '网络不稳定或系统刚刚更新，请刷新页面后重试。'
          : '请刷新页面后重试，问题持续存在请联系客服。'
      }
      extra={
        <Button type="primary" data-testid="route-error-reload" onClick={reloadPage}>
          刷新页面
        </Button>
      }
    />
  );
}
