import { useIntl, useLocation } from '@umijs/max';
import React from 'react';
import homeSource, { homeFragmentIds, type HomeFragmentId } from '@/content/home';
import { localize } from '@/content/localize';
import NotFound from '@/components/NotFoundLazy';
import DataSource from '../components/DataSource';
import FragmentView from '../components/FragmentView';

const isFragmentId = (segment: string): segment is HomeFragmentId =>
  (homeFragmentIds as readonly string[]).includes(segment);

/** `/Home/<Fragment>`: one fragment of the home page alone; `/Home/data.source`: the data behind them. */
export default function HomeFragmentPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const source = localize(homeSource, intl.locale);
  // The fragment is named by the last path segment; a trailing slash is not a segment.
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';

  if (segment === 'data.source') return <DataSource source={source} />;
  if (isFragmentId(segment)) return <FragmentView id={segment} source={source} standalone />;
  return <NotFound />;
}
