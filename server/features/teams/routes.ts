/**
 * Teams. Every route needs a signed-in user; the domain decides per team: members and admins see it
 * (anyone else gets 404), the leader or an admin changes it.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  answers,
  EmptyObject,
  IdParams,
  LeaderHandover,
  MemberParams,
  Page,
  PageQuery,
  TeamCreate,
  TeamInput,
  TeamJoin,
  TeamLeaveResult,
  TeamView,
} from '../../../common/contract';
import { createTeam, dissolveTeam, regenerateInvite, updateTeam } from './team-changes';
import { getTeam, listMyTeams } from './teams';
import { handOverLeadership, joinTeam, removeMember } from './membership';
import { isWrongInvite } from './team-rules';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const user = { access: 'user' } as const;

  app.get(
    '/api/teams',
    {
      config: user,
      schema: {
        summary: 'My teams, newest first',
        querystring: PageQuery,
        response: answers(Page(TeamView)),
      },
    },
    async (request) => ok(await listMyTeams(app.db, callerOf(request), pageOf(request.query), app.now())),
  );

  app.post(
    '/api/teams',
    {
      config: user,
      schema: {
        summary: 'Create a team; the creator leads it',
        description:
          'Refused when the creator already has a team in the competition, the name is taken, or enrolment has closed.',
        body: TeamCreate,
        response: answers(TeamView),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => createTeam(tx, callerOf(request), request.body, app.now()))),
  );

  app.post(
    '/api/teams/join',
    {
      config: user,
      schema: {
        summary: 'Join a team by its invite code, as a student member or as an advisor (adults)',
        description:
          'Wrong codes are budgeted per person and per address (inviteFailuresPerUser, inviteFailuresPerIp): ' +
          'past either the answer is 429, the right code too, until the window ends.',
        body: TeamJoin,
        response: answers(TeamView),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // An invite code is a secret: a wrong one is a guess, budgeted per person and per address like
      // a password. The unit is taken before the code is looked up, and given back unless it was wrong.
      const guess = await app.limiters.take([
        ['inviteFailuresPerUser', `uid:${caller.uid}`],
        ['inviteFailuresPerIp', request.ip],
      ]);
      try {
        const team = await app.db.transaction((tx) => joinTeam(tx, caller, request.body, app.now()));
        await guess.giveBack();
        return ok(team);
      } catch (error) {
        if (!isWrongInvite(error)) await guess.giveBack();
        throw error;
      }
    },
  );

  app.get(
    '/api/teams/:id',
    {
      config: user,
      schema: { summary: 'A team (members and admins)', params: IdParams, response: answers(TeamView) },
    },
    async (request) => ok(await getTeam(app.db, callerOf(request), request.params.id, app.now())),
  );

  app.put(
    '/api/teams/:id',
    {
      config: user,
      schema: {
        summary: 'Edit the team (leader, admin)',
        params: IdParams,
        body: TeamInput,
        response: answers(TeamView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          updateTeam(tx, callerOf(request), request.params.id, request.body, app.now()),
        ),
      ),
  );

  app.delete(
    '/api/teams/:id',
    {
      config: user,
      schema: {
        summary: 'Dissolve the team (leader, admin)',
        description: 'Its live enrolment is withdrawn and the place goes to the waiting list.',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(TeamLeaveResult),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => dissolveTeam(tx, callerOf(request), request.params.id, app.now()))),
  );

  app.post(
    '/api/teams/:id/invite',
    {
      config: user,
      schema: {
        summary: 'A new invite code (leader, admin); the old one stops working',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(TeamView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          regenerateInvite(tx, callerOf(request), request.params.id, app.now()),
        ),
      ),
  );

  app.post(
    '/api/teams/:id/leader',
    {
      config: user,
      schema: {
        summary: 'Hand the leadership to a student member (leader, admin)',
        params: IdParams,
        body: LeaderHandover,
        response: answers(TeamView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          handOverLeadership(tx, callerOf(request), request.params.id, request.body.uid, app.now()),
        ),
      ),
  );

  app.delete(
    '/api/teams/:id/members/:uid',
    {
      config: user,
      schema: {
        summary: 'Leave the team (`me`), or remove a member (leader, admin)',
        description: 'The last member leaving dissolves the team.',
        params: MemberParams,
        body: Type.Optional(EmptyObject),
        response: answers(Type.Union([TeamView, TeamLeaveResult])),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, uid } = request.params;
      return ok(
        await app.db.transaction((tx) =>
          removeMember(tx, caller, id, uid === 'me' ? caller.uid : uid, app.now()),
        ),
      );
    },
  );
};

export default teamRoutes;
