import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from './feedback-config';
import type { AppStore } from './store';

dayjs.locale('zh-cn');

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1f4e9c' } }}>
        <AntApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
