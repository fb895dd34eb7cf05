/**
 * One endpoint per branch of the error catalogue (spec section 8), for clicking through each case
 * under `npm run dev` on the /dev/catalogue page. README lists them.
 */
import type { Request, Response } from 'express';

type Scenario = { title: string; answer: (res: Response) => void };

const json = (res: Response, status: number, body: unknown) => res.status(status).json(body);

/** A business error (success: false) with the given showType. */
function biz(showType: number) {
  return {
    success: false,
    errorCode: 'ENROL_CLOSED',
    errorMessage: 'Enrolment for this competition closed on 2026-10-31.',
    showType,
  };
}

export const scenarios: Record<string, Scenario> = {
  ok: {
    title: 'code 200: success',
    answer: (res) => json(res, 200, { code: 200, message: 'ok', data: { hello: 'world' } }),
  },
  redirect302: {
    title: 'HTTP 302: to login',
    answer: (res) => res.status(302).set('Location', '/account/login').end(),
  },
  status302: {
    title: 'status 302 in the envelope: to login',
    answer: (res) => json(res, 200, { status: 302, msg: 'Your session moved; please sign in again.' }),
  },
  code401: {
    title: 'code 401: to login',
    answer: (res) => json(res, 200, { code: 401, message: 'Please sign in.' }),
  },
  http401: {
    title: 'HTTP 401: to login',
    answer: (res) => json(res, 401, { code: 401, message: 'Please sign in.' }),
  },
  code4002: {
    title: 'code 4002: silent',
    answer: (res) => json(res, 200, { code: 4002, message: 'Not signed in.', data: null }),
  },
  code409: {
    title: 'code ≠ 200: error toast',
    answer: (res) =>
      json(res, 409, { code: 409, message: 'That team already has the most members allowed.', data: null }),
  },
  statusMsg: {
    title: 'no code, status ≠ 0: toast with msg',
    answer: (res) => json(res, 200, { status: 3, msg: '报名名额已满' }),
  },
  statusDefault: {
    title: 'no code, status ≠ 0: default 请求错误',
    answer: (res) => json(res, 200, { status: 3 }),
  },
  http404: {
    title: 'HTTP 404 without envelope',
    answer: (res) => res.status(404).type('text/html').send('<h1>Not Found</h1>'),
  },
  http500: {
    title: 'HTTP 500 without envelope',
    answer: (res) => res.status(500).type('text/html').send('<h1>Oops</h1>'),
  },
  http503: {
    title: 'HTTP 503 without envelope',
    answer: (res) => res.status(503).type('text/plain').send('maintenance'),
  },
  biz0: { title: 'success false, showType 0: silent', answer: (res) => json(res, 200, biz(0)) },
  biz1: { title: 'success false, showType 1: warning', answer: (res) => json(res, 200, biz(1)) },
  biz2: { title: 'success false, showType 2: error', answer: (res) => json(res, 200, biz(2)) },
  biz4: { title: 'success false, showType 4: notification', answer: (res) => json(res, 200, biz(4)) },
  biz9: { title: 'success false, showType 9: error page', answer: (res) => json(res, 200, biz(9)) },
  bizOther: { title: 'success false, other showType: error', answer: (res) => json(res, 200, biz(5)) },
  bizBare: {
    title: 'success false, no info: retry message',
    answer: (res) => json(res, 200, { success: false }),
  },
};

export default {
  'GET /api/mock/catalogue': (_req: Request, res: Response) =>
    json(res, 200, {
      code: 200,
      message: 'ok',
      data: Object.entries(scenarios).map(([id, s]) => ({ id, title: s.title })),
    }),
  'GET /api/mock/catalogue/:id': (req: Request, res: Response) => {
    const scenario = scenarios[req.params.id];
    if (!scenario)
      return json(res, 404, { code: 404, message: `No scenario called ${req.params.id}.`, data: null });
    return scenario.answer(res);
  },
};
