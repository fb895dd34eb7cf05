import { PageContainer } from '@ant-design/pro-components';
import { Navigate, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Skeleton, theme } from 'antd';
import React, { Suspense, lazy, useRef } from 'react';
import { useFolded } from '@/utils/useFolded';
import SectionSelect from '@/features/admin/SectionSelect';

/** Each tab is its own chunk: opening the console downloads only the tab on screen. */
const TABS = {
  banners: lazy(() => import('@/features/content/admin/BannersTab')),
  activities: lazy(() => import('@/features/enrolment/admin/CompetitionsTab')),
  phases: lazy(() => import('@/features/enrolment/admin/PhasesTab')),
  members: lazy(() => import('@/features/accounts/admin/MembersTab')),
  news: lazy(() => import('@/features/content/admin/NewsTab')),
  materials: lazy(() => import('@/features/content/admin/MaterialsTab')),
  about: lazy(() => import('@/features/content/admin/AboutTab')),
  pages: lazy(() => import('@/features/content/admin/PagesTab')),
  enrolments: lazy(() => import('@/features/enrolment/admin/EnrolmentsTab')),
  attendance: lazy(() => import('@/features/attendance/admin/AttendanceTab')),
  scoring: lazy(() => import('@/features/scoring/admin/ScoringTab')),
  results: lazy(() => import('@/features/results/admin/ResultsTab')),
  simulation: lazy(() => import('@/features/simulation/admin/SimulationTab')),
  audit: lazy(() => import('@/features/audit/admin/AuditTab')),
};

type TabKey = keyof typeof TABS;

const isTab = (key: string | null): key is TabKey => key !== null && key in TABS;

/**
 * The width the console needs for its tabs in one row. Where they do not fit (a phone, a narrow window,
 * a language with long words), antd would put the rest behind a button inside the tab list, which a
 * screen reader cannot make sense of (axe: aria-required-children): the console offers its sections
 * in a select there instead.
 */
function neededTabsWidth(page: HTMLElement): number {
  const bar = page.querySelector<HTMLElement>('.ant-page-header .ant-tabs-nav');
  const tabs = bar?.querySelectorAll<HTMLElement>('.ant-tabs-tab');
  if (!bar || !tabs?.length) return 0;
  const row = tabs[tabs.length - 1].getBoundingClientRect().right - tabs[0].getBoundingClientRect().left;
  return row + page.clientWidth - bar.clientWidth;
}

/** The open tab lives in ?tab= so reloads keep it. */
function AdminConsole() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'banners';
  const Tab = TABS[active];
  const consoleRef = useRef<HTMLDivElement>(null);
  const narrow = useFolded(consoleRef, intl.locale, neededTabsWidth);
  const { token } = theme.useToken();
  const open = (key: string) => setSearchParams({ tab: key });
  const sections = (Object.keys(TABS) as TabKey[]).map((key) => ({
    key,
    value: key,
    tab: intl.formatMessage({ id: `admin.tab.${key}` }),
    label: intl.formatMessage({ id: `admin.tab.${key}` }),
  }));
  return (
    <div ref={consoleRef}>
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
    </div>
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
