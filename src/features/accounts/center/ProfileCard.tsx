import {
  CalendarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { Avatar, Button, Divider, Tag, Typography } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { countryName } from '@/components/CountrySelect';
import EmailVerifiedTag from '@/features/accounts/EmailVerifiedTag';
import { DATE_FORMAT } from '../shared/format';
import ResendVerification from './ResendVerification';
import styles from './index.less';

/** City, province and country, as far as the user gave them. */
export const formatLocation = (user: API.CurrentUser, locale: string) =>
  [user.city, user.province !== user.city ? user.province : '', countryName(user.country, locale)]
    .filter(Boolean)
    .join(' · ');

/** Who the signed-in user is: avatar, names, profile and contact details. */
export default function ProfileCard({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = user.nickname || user.username;
  const location = formatLocation(user, intl.locale);
  const unset = <Typography.Text type="secondary">{t('account.value.unset')}</Typography.Text>;

  return (
    <ProCard>
      <div className={styles.profile}>
        <Avatar size={96} src={user.avatar || undefined} alt={name}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography.Title level={4} className={styles.name} data-testid="center-nickname">
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">@{user.username}</Typography.Text>
        <Typography.Paragraph style={{ marginTop: 12 }} type={user.profile ? undefined : 'secondary'}>
          {user.profile || t('account.center.noProfile')}
        </Typography.Paragraph>
      </div>
      <Divider dashed />
      <ul className={styles.details}>
        <li title={t('account.field.email')}>
          <MailOutlined />
          <span>
            {user.email} <EmailVerifiedTag verified={user.emailVerified} />
            {!user.emailVerified && (
              <div>
                <ResendVerification email={user.email} />
              </div>
            )}
          </span>
        </li>
        <li title={t('account.field.phone')}>
          <PhoneOutlined />
          <span>{user.phone || unset}</span>
        </li>
        <li title={t('account.center.location')}>
          <EnvironmentOutlined />
          <span>{location || unset}</span>
        </li>
        <li title={t('account.center.memberSince')}>
          <CalendarOutlined />
          <span>
            {intl.formatMessage(
              { id: 'account.center.memberSinceValue' },
              { date: intl.formatDate(user.createdAt, DATE_FORMAT) },
            )}
          </span>
        </li>
        <li title={t('account.center.access')}>
          <SafetyCertificateOutlined />
          <Tag color={user.access === 'admin' ? 'gold' : 'blue'}>{t(`account.access.${user.access}`)}</Tag>
        </li>
      </ul>
      <Divider dashed />
      <Link to="/account/center/edit">
        <Button block icon={<EditOutlined />}>
          {t('menu.account.center.edit')}
        </Button>
      </Link>
    </ProCard>
  );
}
