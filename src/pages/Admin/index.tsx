import { PageContainer } from '@ant-design/pro-components';
import { Navigate, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Skeleton, theme } from 'antd';
import React, { Suspense, lazy } from 'react';
import { useNarrowScreen } from './components/options';
import SectionSelect from './components/SectionSelect';

/** Each tab is its own chunk: opening the console downloads only the tab on screen. */
const TABS = {
  banners: lazy(() => import('./components/BannersTab')),
  activities: lazy(() => import('./components/CompetitionsTab')),
  phases: lazy(() => import('./components/PhasesTab')),
  members: lazy(() => import('./components/MembersTab')),
  news: lazy(() => import('./components/NewsTab')),
  materials: lazy(() => import('./components/MaterialsTab')),
  about: lazy(() => import('./components/AboutTab')),
  pages: lazy(() => import('./components/PagesTab')),
  enrolments: lazy(() => import('./components/EnrolmentsTab')),
  attendance: lazy(() => import('./components/AttendanceTab')),
  audit: lazy(() => import('./components/AuditTab')),
};

type TabKey = keyof typeof TABS;

const isTab = (key: string | null): key is TabKey => key !== null && key in TABS;

/** The open tab lives in ?tab= so reloads keep it. */
function AdminConsole() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'banners';
  const Tab = TABS[active];
  const narrow = useNarrowScreen();
  const { token } = theme.useToken();
  const open = (key: string) => setSearchParams({ tab: key });
  const sections = (Object.keys(TABS) as TabKey[]).map((key) => ({
    key,
    value: key,
    tab: intl.formatMessage({ id: `admin.tab.${key}` }),
    label: intl.formatMessage({ id: `admin.tab.${key}` }),
  }));
  return (
    <PageContainer
      content={
        <>
          {intl.formatMessage({ id: 'admin.intro' })}
          {narrow && (
            <SectionSelect
              label={intl.formatMessage({ id: 'admin.section' })}
              value={active}
              options={sections}
              onChange={open}
              style={{ marginTop: token.marginSM }}
            />
          )}
        </>
      }
      tabActiveKey={active}
      onTabChange={open}
      tabList={narrow ? undefined : sections}
    >
      <Suspense fallback={<Skeleton active />}>
        <Tab />
      </Suspense>
    </PageContainer>
  );
}

/**
 * /Admin: the admin console (the route admits admins only). With ADMIN_REQUIRE_2FA an admin without
 * two-factor sign-in is sent to set it up first; the server refuses its admin calls meanwhile.
 */
export default function AdminConsolePage() {
  const { initialState } = useModel('@@initialState');
  if (initialState?.currentUser?.twoFactorRequired) {
    return <Navigate replace to="/account/settings?tab=security" />;
  }
  return <AdminConsole />;
}
