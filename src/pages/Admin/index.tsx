import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useSearchParams } from '@umijs/max';
import { Skeleton } from 'antd';
import React, { Suspense, lazy } from 'react';

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

/** /Admin: the admin console (the route admits admins only). The open tab lives in ?tab= so reloads keep it. */
export default function AdminConsolePage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'banners';
  const Tab = TABS[active];
  return (
    <PageContainer
      content={intl.formatMessage({ id: 'admin.intro' })}
      tabActiveKey={active}
      onTabChange={(key) => setSearchParams({ tab: key })}
      tabList={(Object.keys(TABS) as TabKey[]).map((key) => ({
        key,
        tab: intl.formatMessage({ id: `admin.tab.${key}` }),
      }))}
    >
      <Suspense fallback={<Skeleton active />}>
        <Tab />
      </Suspense>
    </PageContainer>
  );
}
