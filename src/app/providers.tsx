import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useAppSelector } from '@/state/hooks';
import { selectTheme } from '@/state/theme-slice';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from './feedback-config';
import type { AppStore } from './store';

dayjs.locale('zh-cn');

/** antd in Chinese, its primary colour the user's main colour (spec 3 settings). */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { mainColor } = useAppSelector(selectTheme);
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: mainColor } }}>
      <AntApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        {children}
      </AntApp>
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
