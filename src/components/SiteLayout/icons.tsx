import { CrownOutlined, FlagOutlined, HomeOutlined } from '@ant-design/icons';
import React from 'react';

/** The icons config/routes.ts names, for the site layout and ProLayout's menu alike. */
const ICONS: Record<string, React.ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  crown: <CrownOutlined aria-hidden />,
  scoring: <FlagOutlined aria-hidden />,
};

export const menuIcon = (name?: string) => (name ? ICONS[name] : undefined);
