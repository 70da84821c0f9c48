import {
  adminPricesResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  apiErrorSchema,
  auditResponseSchema,
  changeRoleInputSchema,
  priceKeySchema,
  searchTextSchema,
  updatePriceInputSchema,
  userRoleMessages,
} from '@creds/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminsOnly, currentUser } from '../../plugins/auth.js';
import { findPrices } from '../fees/find-prices.js';
import { findAuditLog } from './find-audit-log.js';
import { updatePrice } from './manage-prices.js';
import { changeUserRole, type ChangeUserRoleDeps } from './change-user-role.js';
import { findUsers } from './find-users.js';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const notice = z.object({ msg: z.string() });

/** Administration: users and roles, the price table, the audit log. Admins only. */
export function registerAdminRoutes(app: FastifyInstance, deps: ChangeUserRoleDeps): void {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/users', { config: adminsOnly, schema: { tags, summary: 'Users, newest first', querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } } }, async (request) => {
    return { msg: await findUsers(db, request.query) };
  });

  routes.patch(
    '/api/admin/users/:id/role',
    { config: adminsOnly, schema: { tags, summary: 'Grant or withdraw the reviewer or admin role', params: z.object({ id: z.uuid() }), body: changeRoleInputSchema, response: { 200: notice, ...errors } } },
    async (request) => {
      await changeUserRole(deps, currentUser(request), request.params.id, request.body);
      return { msg: userRoleMessages.changed };
    },
  );

  routes.get('/api/admin/prices', { config: adminsOnly, schema: { tags, summary: 'The price table', response: { 200: adminPricesResponseSchema, ...errors } } }, async () => {
    return { msg: await findPrices(db) };
  });

  routes.put(
    '/api/admin/prices/:key',
    { config: adminsOnly, schema: { tags, summary: 'Change one price', params: z.object({ key: priceKeySchema }), body: updatePriceInputSchema, response: { 200: notice, ...errors } } },
    async (request) => {
      await updatePrice(db, currentUser(request), request.params.key, request.body.amount);
      return { msg: 'The price has been saved.' };
    },
  );

  routes.get(
    '/api/admin/audit',
    {
      config: adminsOnly,
      schema: {
        tags,
        summary: 'The audit log, newest first; `search` keeps entries whose actor, subject or action holds it',
        querystring: z.object({
          page: z.coerce.number().int().min(1).catch(1).default(1),
          search: searchTextSchema,
        }),
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      return { msg: await findAuditLog(db, request.query.page, request.query.search) };
    },
  );
}
