import React from 'react';
import ContentTab from './content/ContentTab';
import { MATERIAL_TAB } from './content/kinds';

/** Related materials, one collection at a time: training, periodicals, science study and more. */
export default function MaterialsTab() {
  return <ContentTab {...MATERIAL_TAB} />;
}
