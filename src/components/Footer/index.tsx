import { DefaultFooter } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';

export default function Footer() {
  const intl = useIntl();
  return (
    <DefaultFooter
      style={{ background: 'none' }}
      copyright={`2026 ${intl.formatMessage({ id: 'app.copyright' })}`}
      links={[
        { key: 'about', title: intl.formatMessage({ id: 'menu.about' }), href: '/About' },
        { key: 'rule', title: intl.formatMessage({ id: 'menu.rule' }), href: '/Rule' },
        { key: 'news', title: intl.formatMessage({ id: 'menu.news' }), href: '/News' },
        {
          key: 'docs',
          title: intl.formatMessage({ id: 'layout.footer.api' }),
          href: '/api/docs',
          blankTarget: true,
        },
      ]}
    />
  );
}
