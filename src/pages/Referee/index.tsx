import RefereePage from '@/features/scoring/RefereePage';

/** `/Referee` (menu "Scoring"): the officials' scoring tablet (src/features/scoring). */
export default function Referee() {
  return <RefereePage />;
}
