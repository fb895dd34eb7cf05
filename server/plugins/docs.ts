/** OpenAPI generated from the route schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import '../http/types';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Competition portal API',
          description:
            'Every answer is `{ code, message, data }`. Success: HTTP 200 and code 200. A refusal: the HTTP status ' +
            'repeated in `code`, a sentence in the language of Accept-Language, and field errors in `data.fields` ' +
            'for 400. `GET /api/user/currentUser` without a session answers HTTP 200 with code 4002. ' +
            'Each operation says who may call it: public, user (signed in) or admin.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } },
        },
      },
      // Each operation says who may call it, needs the session cookie unless public, and is grouped
      // by its area (/api/<area>/...).
      transform: ({ schema, url, route }) => {
        const access = (route.config as { access?: string } | undefined)?.access;
        if (!access || schema?.hide) return { schema, url };
        const area = url.split('/')[2] ?? 'api';
        return {
          url,
          schema: {
            ...schema,
            tags: schema.tags ?? [area],
            description: [schema.description, `Access: ${access}.`].filter(Boolean).join(' '),
            ...(access === 'public' ? {} : { security: [{ session: [] }] }),
          },
        };
      },
    });
    // Swagger UI loads only its own files, so the portal's CSP (plugins/security.ts) covers it too.
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'docs' },
);
