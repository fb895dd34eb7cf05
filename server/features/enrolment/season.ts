/**
 * The season's competitions and phases, seeded from common/season.ts on first start, so that the
 * enrolment pages tell the same story as the public pages. Admins change them in the console.
 */
import { SEASON } from '../../../common/season';
import type { Database } from '../../db/client';
import { competitions, phases } from '../../db/schema';

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59+08:00`);

export async function seedSeason(db: Database, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const track of SEASON.tracks) {
    const texts = Object.fromEntries(
      Object.entries(track.name).map(([locale, name]) => [
        locale,
        { name, summary: track.summary[locale as keyof typeof track.summary] },
      ]),
    );
    const [row] = await db
      .insert(competitions)
      .values({
        track: track.track,
        texts,
        enrolmentOpensAt: new Date(SEASON.enrolment.opensAt),
        enrolmentClosesAt: new Date(SEASON.enrolment.closesAt),
        capacity: track.capacity,
        minTeamSize: SEASON.team.minStudents,
        maxTeamSize: SEASON.team.maxStudents,
        maxAdvisors: SEASON.team.maxAdvisors,
        requiresApproval: SEASON.requiresApproval,
        minAge: SEASON.ages.min,
        maxAge: SEASON.ages.max,
        agesOn: SEASON.ages.on,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: competitions.id });
    ids.push(row!.id);
    const { phaseNames } = SEASON;
    const schedule = [
      {
        names: phaseNames.enrolment,
        startsAt: new Date(SEASON.enrolment.opensAt),
        endsAt: new Date(SEASON.enrolment.closesAt),
      },
      ...(track.track === 'simulation'
        ? [
            {
              names: phaseNames.qualifier,
              startsAt: dayStart(SEASON.qualifier.startsOn),
              endsAt: dayEnd(SEASON.qualifier.endsOn),
            },
          ]
        : []),
      {
        names: phaseNames.finals,
        startsAt: dayStart(SEASON.finals.startsOn),
        endsAt: dayEnd(SEASON.finals.endsOn),
      },
    ];
    await db.insert(phases).values(schedule.map((phase) => ({ ...phase, competitionId: row!.id })));
  }
  return ids;
}
