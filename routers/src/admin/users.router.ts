import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure } from '../trpc';
import { ZAdminListInput, ZAdminUser, ZAdminUserPage, ZSetRoleInput, ZSetStatusInput, ZSetVerifiedInput } from './admin.schemas';
import { actorOf } from './admin-context';
import { ADMIN_ERRORS, ADMIN_TAGS } from '../shared/error-responses';
import { listUsers, setUserActive, setUserRole, setUserVerified } from './users.service';

const changeErrors = {
  ...ADMIN_ERRORS,
  400: 'Eigene Rechte, eigenes Konto oder letzter Administrator',
  404: 'Benutzer nicht gefunden',
};

export const adminUserProcedures = {
  users: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags: ADMIN_TAGS,
        summary: 'Benutzer (neueste zuerst, Seiten), Suche in Benutzername und E-Mail ohne Groß-/Kleinschreibung',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZAdminListInput))
    .output(outputSchema(ZAdminUserPage))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),

  setUserRole: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}/role',
        tags: ADMIN_TAGS,
        summary: 'Rolle setzen (user oder admin); nicht die eigene, nie den letzten Administrator',
        errorResponses: changeErrors,
      },
    })
    .input(inputSchema(ZSetRoleInput))
    .output(outputSchema(ZAdminUser))
    .mutation(({ ctx, input }) => setUserRole(ctx.db, { actor: actorOf(ctx), ...input })),

  setUserStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}/status',
        tags: ADMIN_TAGS,
        summary: 'Konto aktivieren oder deaktivieren; Deaktivieren beendet sofort alle Sitzungen und API-Tokens',
        errorResponses: changeErrors,
      },
    })
    .input(inputSchema(ZSetStatusInput))
    .output(outputSchema(ZAdminUser))
    .mutation(({ ctx, input }) => setUserActive(ctx.db, { actor: actorOf(ctx), ...input })),

  setUserVerified: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}/verified',
        tags: ADMIN_TAGS,
        summary: 'Verifizierung setzen oder entfernen (Abzeichen „Verifiziert“)',
        errorResponses: { ...ADMIN_ERRORS, 404: 'Benutzer nicht gefunden' },
      },
    })
    .input(inputSchema(ZSetVerifiedInput))
    .output(outputSchema(ZAdminUser))
    .mutation(({ ctx, input }) => setUserVerified(ctx.db, { actor: actorOf(ctx), ...input })),
};
