import {
  activateAccountInputSchema,
  activationResponseSchema,
  apiErrorSchema,
  changePasswordInputSchema,
  currentUserResponseSchema,
  errorMessages,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  noticeSchema,
  profileResponseSchema,
  registerInputSchema,
  registrationEventInputSchema,
  resendActivationInputSchema,
  resetPasswordInputSchema,
  statusNoticeSchema,
  updateProfileInputSchema,
  userRoleMessages,
  usernameValiditySchema,
  usernameSchema,
  verifyCodeInputSchema,
} from '@creds/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { clientEvents } from '../../db/schema.js';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth.js';
import type { AccountDeps } from './account-deps.js';
import { activateAccount, activationMessages, resendActivation } from './activate-account.js';
import { changePassword, changePasswordMessages } from './change-password.js';
import { getProfile, profileMessages, updateProfile } from './profile.js';
import { registerAccount, registrationMessages } from './register-account.js';
import { requestPasswordReset, resetMessages, resetPassword, verifyResetCode } from './reset-password.js';
import { endSession, startSession, takeEndedSession } from './sessions.js';
import { signIn } from './sign-in.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };
const tags = ['accounts'];

export function registerAccountRoutes(app: FastifyInstance, config: Config, deps: AccountDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isPublic = { public: true };

  async function beginSession(request: FastifyRequest, reply: FastifyReply, userId: string, persistent: boolean) {
    const { token } = await startSession(deps.db, userId, {
      persistent,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setSessionCookie(reply, config, request, token, persistent);
  }

  routes.get(
    '/api/auth/me',
    {
      config: isPublic,
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: currentUserResponseSchema } },
    },
    async (request) => ({ msg: { currentUser: request.session?.user ?? null } }),
  );

  routes.post(
    '/api/auth/validate-session',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Confirms the session is still valid (the client calls it once after a 401 Unauthorized)',
        response: { 200: currentUserResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.session) {
        if (!request.sessionToken) return reply.status(401).send({ msg: errorMessages.sessionExpired, code: 'UNAUTHORIZED' });
        clearSessionCookie(reply, config, request);
        const ended = await takeEndedSession(deps.db, request.sessionToken);
        const msg = ended ? userRoleMessages.signedOut(ended.role) : errorMessages.sessionExpired;
        return reply.status(401).send({ msg, code: 'UNAUTHORIZED' });
      }
      return { msg: { currentUser: request.session.user } };
    },
  );

  routes.post(
    '/api/auth/login',
    {
      config: isPublic,
      schema: { tags, summary: 'Sign in', body: loginInputSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await signIn(deps, { email: request.body.email, password: request.body.password, ip: request.ip });
      // A new session id on every sign-in; a session the browser already had ends.
      if (request.sessionToken) await endSession(deps.db, request.sessionToken);
      await beginSession(request, reply, user.id, request.body.rememberMe);
      return { msg: { user } };
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      config: isPublic,
      schema: { tags, summary: 'Sign out: ends the session on the server', response: { 200: noticeSchema } },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(deps.db, request.sessionToken);
      clearSessionCookie(reply, config, request);
      return { msg: 'You have been signed out.' };
    },
  );

  routes.post(
    '/api/auth/register',
    {
      config: isPublic,
      schema: { tags, summary: 'Create an account (inactive until its e-mail is confirmed)', body: registerInputSchema, response: { 200: statusNoticeSchema, ...errors } },
    },
    async (request) => {
      await registerAccount(deps, request.body);
      return { status: '200' as const, msg: registrationMessages.done };
    },
  );

  routes.get(
    '/api/auth/valid-username/:username',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Whether a name meets the rules for a registration name (400 with the rule it breaks); names need not be unique',
        params: z.object({ username: usernameSchema }),
        response: { 200: usernameValiditySchema, ...errors },
      },
    },
    async () => ({ msg: { valid: true as const } }),
  );

  routes.post(
    '/api/auth/resend-activation',
    {
      config: isPublic,
      schema: { tags, summary: 'Mail a new activation link', body: resendActivationInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request) => {
      await resendActivation(deps, request.body.email);
      return { msg: activationMessages.resent };
    },
  );

  routes.patch(
    '/api/service/account-status-update',
    {
      config: isPublic,
      schema: {
        tags,
        summary: 'Activate an account from its mailed link, and sign in',
        body: activateAccountInputSchema,
        response: { 200: activationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await activateAccount(deps, request.body.update_token);
      await beginSession(request, reply, user.id, false);
      return { status: '200' as const, msg: { user } };
    },
  );

  routes.post(
    '/api/auth/forgot-password',
    {
      config: isPublic,
      schema: { tags, summary: 'Mail a password-reset code', body: forgotPasswordInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { msg: resetMessages.sent };
    },
  );

  // The spec lists the code check twice (POST email/verify-code, PATCH service/auth-code-verify): one check, both paths.
  for (const [method, path] of [
    ['POST', '/api/email/verify-code'],
    ['PATCH', '/api/service/auth-code-verify'],
  ] as const) {
    routes.route({
      method,
      url: path,
      config: isPublic,
      schema: { tags, summary: 'Check a password-reset code', body: verifyCodeInputSchema, response: { 200: noticeSchema, ...errors } },
      handler: async (request) => {
        await verifyResetCode(deps, request.body.email, request.body.auth_code);
        return { msg: resetMessages.verified };
      },
    });
  }

  routes.post(
    '/api/service/password-reset',
    {
      config: isPublic,
      schema: { tags, summary: 'Set a new password with a mailed code', body: resetPasswordInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      if (request.sessionToken) clearSessionCookie(reply, config, request);
      return { msg: resetMessages.done };
    },
  );

  routes.get(
    '/api/service/get-account-details',
    { schema: { tags, summary: 'The signed-in user\'s profile', response: { 200: profileResponseSchema, ...errors } } },
    async (request) => ({ msg: await getProfile(deps.db, currentUser(request).id) }),
  );

  routes.put(
    '/api/service/account-details-update',
    {
      schema: { tags, summary: 'Update the editable profile fields', body: updateProfileInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request) => {
      await updateProfile(deps.db, currentUser(request).id, request.body);
      return { msg: profileMessages.updated };
    },
  );

  routes.post(
    '/api/service/change-password',
    {
      schema: { tags, summary: 'Change the password; every session ends and this browser gets a new one', body: changePasswordInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const persistent = request.session?.persistent ?? false;
      await changePassword(deps, user.id, request.body);
      await beginSession(request, reply, user.id, persistent);
      return { msg: changePasswordMessages.done };
    },
  );

  routes.post(
    '/api/events/registration-complete',
    {
      config: isPublic,
      schema: { tags, summary: 'Record that a visitor finished registering', body: registrationEventInputSchema, response: { 200: noticeSchema, ...errors } },
    },
    async (request) => {
      await deps.db.insert(clientEvents).values({
        name: 'registration-complete',
        email: request.body.email.trim().toLowerCase(),
        userAgent: request.body.client_user_agent ?? request.headers['user-agent'] ?? null,
      });
      return { msg: 'Recorded.' };
    },
  );
}
