import { useIntl } from '@umijs/max';
import type { TrackId } from '@/content/trivia';

/** Localised track names for the Trivia pages. */
export default function useTrackLabel(): (track: TrackId) => string {
  const intl = useIntl();
  return (track) => intl.formatMessage({ id: `trivia.track.${track}` });
}
