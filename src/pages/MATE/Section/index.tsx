import SectionPage from '@/components/SectionPage';
import { mateSections } from '@/content/mate';

/** `/MATE/Feature50`, `/MATE/Feature51`: one section of the underwater track alone. */
export default function MateSectionPage() {
  return <SectionPage basePath="/MATE" sections={mateSections} />;
}
