import React from 'react';
import ContentTab from './ContentTab';
import { MATERIAL_TAB } from './kinds';

/** Related materials, one collection at a time: training, periodicals, science study and more. */
export default function MaterialsTab() {
  return <ContentTab {...MATERIAL_TAB} />;
}
