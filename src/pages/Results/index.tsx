import ResultsIndexPage from '@/features/results/ResultsIndexPage';

/** `/Results`: every competition and its phases, with their publication state (src/features/results). */
export default function ResultsPage() {
  return <ResultsIndexPage />;
}
