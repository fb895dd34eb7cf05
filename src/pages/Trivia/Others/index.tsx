import TriviaArticles from '@/features/content/trivia/TriviaArticles';

/** `/Trivia/Others`: other competitions, open-source tools and reading. */
export default function TriviaOthersPage() {
  return <TriviaArticles page="others" titleId="trivia.others.title" />;
}
