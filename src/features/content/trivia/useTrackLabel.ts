import { useIntl } from '@umijs/max';
import { isLibraryTrack } from '@/features/content/library/tracks';

/** Localised track names for the Trivia pages; a track they do not know shows as written. */
export default function useTrackLabel(): (track: string) => string {
  const intl = useIntl();
  return (track) => (isLibraryTrack(track) ? intl.formatMessage({ id: `trivia.track.${track}` }) : track);
}
