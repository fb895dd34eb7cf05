import PhaseResultsPage from '@/features/results/PhaseResultsPage';

/** `/Results/:phaseId`: a phase's ranking as its publication state allows (src/features/results). */
export default function ResultsPhasePage() {
  return <PhaseResultsPage />;
}
