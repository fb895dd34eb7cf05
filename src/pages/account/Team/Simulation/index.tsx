import SimulationPage from '@/features/simulation/SimulationPage';

/** `/account/Team/Simulation?id=`: the team's controllers for the simulation track (src/features/simulation). */
export default function TeamSimulationPage() {
  return <SimulationPage />;
}
