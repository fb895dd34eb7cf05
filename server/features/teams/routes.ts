/**
 * Teams. Every route needs a signed-in user; the domain decides per team: members and admins see it
 * (anyone else gets 404), the leader or an admin changes it.
 */
import * as teamsOperations from '../../../common/contract/operations/teams';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createTeam, dissolveTeam, regenerateInvite, updateTeam } from './team-changes';
import { getTeam, listMyTeams } from './teams';
import { handOverLeadership, joinTeam, removeMember } from './membership';
import { isWrongInvite } from './team-rules';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';
import { competitionTransaction } from '../enrolment/competition-transactions';

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, teamsOperations.listMyTeams, async (request) =>
    ok(await listMyTeams(app.db, callerOf(request), pageOf(request.query), app.now())),
  );

  route(app, teamsOperations.createTeam, async (request) =>
    ok(await app.db.transaction((tx) => createTeam(tx, callerOf(request), request.body, app.now()))),
  );

  route(app, teamsOperations.joinTeam, async (request) => {
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
  });

  route(app, teamsOperations.getTeam, async (request) =>
    ok(await getTeam(app.db, callerOf(request), request.params.id, app.now())),
  );

  route(app, teamsOperations.updateTeam, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        updateTeam(tx, callerOf(request), request.params.id, request.body, app.now()),
      ),
    ),
  );

  route(app, teamsOperations.dissolveTeam, async (request) =>
    ok(
      await competitionTransaction(app.db, { teamId: request.params.id }, (tx) =>
        dissolveTeam(tx, callerOf(request), request.params.id, app.now()),
      ),
    ),
  );

  route(app, teamsOperations.regenerateInvite, async (request) =>
    ok(
      await app.db.transaction((tx) => regenerateInvite(tx, callerOf(request), request.params.id, app.now())),
    ),
  );

  route(app, teamsOperations.handOverLeadership, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        handOverLeadership(tx, callerOf(request), request.params.id, request.body.uid, app.now()),
      ),
    ),
  );

  route(app, teamsOperations.removeMember, async (request) => {
    const caller = callerOf(request);
    const { id, uid } = request.params;
    return ok(
      await competitionTransaction(app.db, { teamId: id }, (tx) =>
        removeMember(tx, caller, id, uid === 'me' ? caller.uid : uid, app.now()),
      ),
    );
  });
};

export default teamRoutes;
