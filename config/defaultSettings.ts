import type { ProSettings } from '@ant-design/pro-components';

/** Layout defaults of the portal (spec section 3). */
export type LayoutSettings = Partial<ProSettings> & { pwa?: boolean; logo?: string; siderWidth?: number };

const Settings: LayoutSettings = {
  navTheme: 'light',
  colorPrimary: '#2F54EB',
  layout: 'top',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  title: '国际先进机器人及仿真技术大赛',
  pwa: false,
  logo: '/zhck_logo_blue.svg',
  iconfontUrl: '',
  // Sider widths 200 expanded; antd's Sider collapses to 80 (spec section 9). The top layout shows no sider.
  siderWidth: 200,
  splitMenus: false,
};

export default Settings;
