import { useIntl } from '@umijs/max';
import React from 'react';
import homeSource, { homeFragmentIds } from '@/content/home';
import { localize } from '@/content/localize';
import FragmentView from './components/FragmentView';

/** The home page: every fragment in order, all driven by the home data source. */
export default function HomePage() {
  const intl = useIntl();
  const source = localize(homeSource, intl.locale);
  return (
    <div>
      {homeFragmentIds.map((id) => (
        <FragmentView key={id} id={id} source={source} />
      ))}
    </div>
  );
}
