import TriviaArticles from '@/features/content/trivia/TriviaArticles';

/** `/Trivia/Mate`: background of the MATE ROV Competition and how the underwater track relates. */
export default function TriviaMatePage() {
  return <TriviaArticles page="mate" titleId="trivia.mate.title" />;
}
