import { ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { portalPopupContainer } from '@/config/portal-root';
import { ANTD_CSS_VAR_KEY } from '@/lib/antd-css-var';
import { useAppSelector } from '@/state/hooks';
import { selectTheme } from '@/state/theme-slice';
import type { AppStore } from './store';

/** Toasts and notices (src/lib/feedback.ts): loaded beside the first render, never before it. */
const FeedbackHost = lazy(() => import('@/components/feedback-host'));

const noSubscription = () => () => {};

/**
 * The feedback host, in the browser only: absent from the prerendered login page and from the
 * render that hydrates it (React takes the server's answer there), loaded right after.
 */
function BrowserFeedbackHost() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/**
 * Colours darker than antd's defaults where those fall short of WCAG AA's 4.5:1
 * (axe's color-contrast rule): secondary and descriptive text at 0.65 black (about 6:1 on
 * white); the error colour of danger buttons and messages; and the seeds of the preset palettes
 * that tags use, so that a tag's text (shade 7) reads on its background (shade 1). Links take
 * the user's main colour.
 */
const READABLE_COLOURS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#ad6800',
  green: '#237804',
  orange: '#d46b08',
  gold: '#ad6800',
  cyan: '#006d75',
  volcano: '#d4380d',
} as const;

/**
 * antd in Chinese, its primary colour the user's main colour (spec 3 settings).
 *
 * `zeroRuntime`: antd's component styles come from its static stylesheet
 * (antd/dist/antd.css, imported above: one cached file, about 110 KB gzip, parsed in a few
 * milliseconds) instead of being generated in the browser at each component's first render;
 * that generation was about a third of the login page's render (100 ms at 4x CPU) and ran again
 * for every new component in the frame. The sheet is written in CSS variables, which
 * ConfigProvider still sets at runtime from the tokens below: the user's colours still apply.
 *
 * Every pop-up (dropdowns, modals, message: antd's getPopupContainer is their default container)
 * goes inside the portal's root, out of reach of a sub-application's CSS.
 */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { mainColor } = useAppSelector(selectTheme);
  return (
    <ConfigProvider
      locale={zhCN}
      getPopupContainer={portalPopupContainer}
      theme={{
        zeroRuntime: true,
        cssVar: { key: ANTD_CSS_VAR_KEY },
        token: { ...READABLE_COLOURS, colorPrimary: mainColor, colorLink: mainColor },
      }}
    >
      {/* antd's App markup (its text colour, font and line height from antd.css) without the
          component: its message and modal come with the lazy FeedbackHost. */}
      <div className={`ant-app ${ANTD_CSS_VAR_KEY}`}>
        {children}
        <BrowserFeedbackHost />
      </div>
    </ConfigProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedAntd>{children}</ThemedAntd>
    </Provider>
  );
}
