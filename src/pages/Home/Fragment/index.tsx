import { useIntl, useLocation } from '@umijs/max';
import { Empty } from 'antd';
import React from 'react';
import PageMeta from '@/features/content/PageMeta';
import NotFound from '@/components/NotFoundLazy';
import DataSource from '@/features/content/home/DataSource';
import FragmentView from '@/features/content/home/FragmentView';
import HomeState from '@/features/content/home/HomeState';
import { hasFragment, isFragmentId, sectionOf, useHomeContent } from '@/features/content/home/homeContent';

/**
 * `/Home/<Fragment>`: one fragment of the home page alone; `/Home/data.source`: what the server
 * answers for the home page, for reviewers. Another segment is the 404 page.
 */
export default function HomeFragmentPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  // The fragment is named by the last path segment; a trailing slash is not a segment.
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const known = segment === 'data.source' || isFragmentId(segment);
  const { data, loading } = useHomeContent();

  if (!known) return <NotFound />;
  if (!data) return <HomeState loading={loading} />;
  if (segment === 'data.source') return <DataSource content={data} />;
  if (!isFragmentId(segment)) return <NotFound />;
  if (!hasFragment(data, segment)) {
    return <Empty description={intl.formatMessage({ id: 'home.fragment.empty' })} />;
  }
  const item = sectionOf(data, segment);
  return (
    <>
      <PageMeta title={item?.title} description={item?.summary} />
      <FragmentView id={segment} content={data} standalone />
    </>
  );
}
