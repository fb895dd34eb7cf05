import { Spin } from 'antd';
import React from 'react';
import PageMeta from '@/features/content/PageMeta';
import FragmentView from '@/features/content/home/FragmentView';
import HomeState from '@/features/content/home/HomeState';
import { homeFragmentIds, sectionOf, useHomeContent } from '@/features/content/home/homeContent';

/** The home page: every fragment in order, from the home sections and banners the server answers. */
export default function HomePage() {
  const { data, loading } = useHomeContent();
  if (!data) return <HomeState loading={loading} />;
  return (
    <Spin spinning={loading}>
      <PageMeta description={sectionOf(data, 'Content4')?.summary || data.banners[0]?.summary} />
      {homeFragmentIds.map((id) => (
        <FragmentView key={id} id={id} content={data} />
      ))}
    </Spin>
  );
}
