/**
 * A team's days, in its own time zone (IANA, e.g. `America/Sao_Paulo`), from Intl: which day an
 * instant falls on, and when the next one begins (a daily limit resets then).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string) {
  let made = formats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, made);
  }
  return made;
}

/** Whether Intl knows the zone. */
export function knownZone(zone: string): boolean {
  try {
    format(zone);
    return true;
  } catch {
    return false;
  }
}

function parts(at: Date, zone: string) {
  const found = Object.fromEntries(
    format(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    hour: Number(found.hour),
    minute: Number(found.minute),
    second: Number(found.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offset(at: Date, zone: string) {
  const p = parts(at, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** `YYYY-MM-DD`: the day `at` falls on in `zone`. */
export function dayIn(at: Date, zone: string): string {
  const p = parts(at, zone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant the day after `at`'s begins in `zone` (its local midnight, across a DST change too). */
export function nextDayStart(at: Date, zone: string): Date {
  const p = parts(at, zone);
  const midnight = Date.UTC(p.year, p.month - 1, p.day + 1);
  // The offset at midnight may differ from now's: correct by it, then once more at the result.
  let guess = midnight - offset(new Date(midnight), zone);
  guess = midnight - offset(new Date(guess), zone);
  return new Date(guess);
}
