import SectionPage from '@/components/SectionPage';
import { mateSections } from '@/content/mate';
import MateIntro from './MateIntro';

/** `/MATE`: the underwater track, every section on one page. */
export default function MatePage() {
  return <SectionPage basePath="/MATE" sections={mateSections} intro={<MateIntro />} />;
}
