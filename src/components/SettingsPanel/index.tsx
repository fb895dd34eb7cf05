import { SettingDrawer } from '@ant-design/pro-components';
import type { LayoutSettings } from '../../../config/defaultSettings';
import React from 'react';

/** The layout settings panel of spec section 3; loaded lazily, only for admins and in development. */
export default function SettingsPanel({
  settings,
  onSettingChange,
}: {
  settings: LayoutSettings;
  onSettingChange: (settings: LayoutSettings) => void;
}) {
  return (
    <SettingDrawer
      disableUrlParams
      enableDarkTheme
      hideCopyButton={process.env.NODE_ENV === 'production'}
      settings={settings}
      onSettingChange={onSettingChange}
      colorList={[
        { key: 'daybreak', color: '#1890ff' },
        { key: 'dust', color: '#F5222D' },
        { key: 'volcano', color: '#FA541C' },
        { key: 'sunset', color: '#FAAD14' },
        { key: 'cyan', color: '#13C2C2' },
        { key: 'green', color: '#52C41A' },
        { key: 'geekblue', color: '#2F54EB' },
        { key: 'purple', color: '#722ED1' },
      ]}
    />
  );
}
