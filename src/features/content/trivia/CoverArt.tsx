import { useId } from 'react';
import type * as API from '@common/contract';
import { isLibraryTrack, type LibraryTrack } from '@/features/content/library/tracks';

/** Two gradient stops per track: the same colours on every Trivia page make a track recognisable. */
const palette: Record<LibraryTrack, [string, string]> = {
  underwater: ['#0b3d91', '#1fa2c7'],
  ground: ['#7a3b12', '#d98c3f'],
  aerial: ['#3a1c71', '#6a8dff'],
  simulation: ['#0f2027', '#2c7a7b'],
  general: ['#1d39c4', '#597ef7'],
};

/** A small deterministic generator, so a cover looks the same on every render and every visit. */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** The track's motif drawn in white over the gradient. */
function Motif({ track, seed }: { track: LibraryTrack; seed: string }) {
  const rand = seededRandom(seed);
  switch (track) {
    case 'underwater':
      return (
        <g fill="none" stroke="#fff">
          <path d="M0 70 Q40 55 80 70 T160 70 T240 70 T320 70" strokeOpacity="0.5" strokeWidth="3" />
          <path d="M0 90 Q40 75 80 90 T160 90 T240 90 T320 90" strokeOpacity="0.3" strokeWidth="2" />
          {Array.from({ length: 9 }, (_, i) => (
            <circle
              key={i}
              cx={20 + rand() * 280}
              cy={105 + rand() * 65}
              r={3 + rand() * 9}
              strokeOpacity="0.55"
            />
          ))}
        </g>
      );
    case 'ground':
      return (
        <g fill="#fff">
          <path d="M0 180 L70 95 L120 140 L190 70 L260 150 L320 110 L320 180 Z" fillOpacity="0.22" />
          <path d="M0 180 L90 130 L150 160 L230 120 L320 165 L320 180 Z" fillOpacity="0.3" />
          {Array.from({ length: 7 }, (_, i) => (
            <circle
              key={i}
              cx={30 + rand() * 260}
              cy={20 + rand() * 50}
              r={1 + rand() * 2}
              fillOpacity="0.8"
            />
          ))}
        </g>
      );
    case 'aerial': {
      const cx = 140 + rand() * 40;
      return (
        <g fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="3">
          <path d={`M${cx - 45} 45 L${cx + 45} 135 M${cx + 45} 45 L${cx - 45} 135`} />
          {[
            [cx - 45, 45],
            [cx + 45, 45],
            [cx - 45, 135],
            [cx + 45, 135],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="24" strokeDasharray="6 5" />
          ))}
          <rect x={cx - 12} y="78" width="24" height="24" rx="5" fill="#fff" fillOpacity="0.5" />
        </g>
      );
    }
    case 'simulation':
      return (
        <g stroke="#7ff3e0" strokeOpacity="0.45" fill="none">
          {Array.from({ length: 9 }, (_, i) => (
            <line key={`v${i}`} x1={160 + (i - 4) * 18} y1="80" x2={160 + (i - 4) * 70} y2="180" />
          ))}
          {[90, 104, 122, 146, 178].map((y) => (
            <line key={`h${y}`} x1="0" y1={y} x2="320" y2={y} />
          ))}
          <circle cx={60 + rand() * 200} cy={30 + rand() * 30} r="10" fill="#7ff3e0" fillOpacity="0.6" />
        </g>
      );
    default:
      return (
        <g fill="#fff">
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x={110 + i * 14}
              y={40 - i * 8}
              width="90"
              height="110"
              rx="6"
              fillOpacity={0.2 + i * 0.15}
            />
          ))}
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={`l${i}`}
              x="150"
              y={60 + i * 16}
              width={40 + rand() * 30}
              height="5"
              rx="2"
              fillOpacity="0.9"
            />
          ))}
        </g>
      );
  }
}

/**
 * A generated cover for a card: the track's gradient and motif, varied by `seed`. Decorative,
 * so hidden from screen readers; drawn inline so the pages need no image files or network.
 * A track the pages do not know (an admin's new value) gets the cover of `general`.
 */
export default function CoverArt({
  track,
  seed,
  className,
}: {
  track: string | undefined;
  seed: string;
  className?: string;
}) {
  const known = isLibraryTrack(track) ? track : 'general';
  // useId gives colons, which do not work inside url(#...) in every browser.
  const gradientId = `cover-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [from, to] = palette[known];
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <Motif track={known} seed={seed} />
    </svg>
  );
}

/**
 * A card's cover: the item's own image when an admin gave it one (with its words for those who do
 * not see it), else the generated cover of its track.
 */
export function ItemCover({
  item,
  track,
  seed = item.slug ?? String(item.id),
  className,
}: {
  item: API.ContentItem;
  track: string | undefined;
  /** What varies the generated cover; the item's slug unless given. */
  seed?: string;
  className?: string;
}) {
  if (item.imageUrl) {
    return (
      <img className={className} src={item.imageUrl} alt={item.imageAlt} lang={item.locale} loading="lazy" />
    );
  }
  return <CoverArt className={className} track={track} seed={seed} />;
}
