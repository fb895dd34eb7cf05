import TriviaArticles from '@/features/content/trivia/TriviaArticles';

/** `/Trivia/Urc`: background of the University Rover Challenge and how the ground track relates. */
export default function TriviaUrcPage() {
  return <TriviaArticles page="urc" titleId="trivia.urc.title" />;
}
