import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import { ZFollowState, ZFollowStats, ZIsFollowing, ZMemberList, ZUserIdInput, ZUserPageInput } from './follows.schemas';
import { followStats, isFollowing, listFollows, setFollowing } from './follows.service';
import { spendWriteBudget } from '../shared/write-budgets';

const tags = ['Folgen'];
const userNotFound = { 404: 'Benutzer nicht gefunden' };

export const followProcedures = {
  isFollowing: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/is-following',
        tags,
        summary: 'Folge ich diesem Mitglied?',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUserIdInput))
    .output(outputSchema(ZIsFollowing))
    .query(({ ctx, input }) => isFollowing(ctx.db, { followerId: ctx.user.id, followingId: input.id })),

  follow: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/{id}/follow',
        tags,
        summary: 'Mitglied folgen (idempotent)',
        errorResponses: {
          400: 'Du kannst dir nicht selbst folgen.',
          ...userNotFound,
          429: 'Zu vielen Mitgliedern in kurzer Zeit gefolgt (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZUserIdInput))
    .output(outputSchema(ZFollowState))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'follow');
      return setFollowing(ctx.db, { followerId: ctx.user.id, followingId: input.id, following: true });
    }),

  unfollow: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/users/{id}/follow',
        tags,
        summary: 'Nicht mehr folgen (idempotent)',
        errorResponses: { 400: 'Du kannst dir nicht selbst folgen.', ...userNotFound },
      },
    })
    .input(inputSchema(ZUserIdInput))
    .output(outputSchema(ZFollowState))
    .mutation(({ ctx, input }) => setFollowing(ctx.db, { followerId: ctx.user.id, followingId: input.id, following: false })),

  followStats: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/follow-stats',
        tags,
        protect: false,
        summary: 'Anzahl Follower und gefolgte Mitglieder',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUserIdInput))
    .output(outputSchema(ZFollowStats))
    .query(({ ctx, input }) => followStats(ctx.db, input.id)),

  followers: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/followers',
        tags,
        protect: false,
        summary: 'Follower eines Mitglieds (Paginierung über nextCursor)',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUserPageInput))
    .output(outputSchema(ZMemberList))
    .query(({ ctx, input }) => listFollows(ctx.db, { ...input, userId: input.id, direction: 'followers' })),

  following: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/following',
        tags,
        protect: false,
        summary: 'Mitglieder, denen jemand folgt (Paginierung über nextCursor)',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUserPageInput))
    .output(outputSchema(ZMemberList))
    .query(({ ctx, input }) => listFollows(ctx.db, { ...input, userId: input.id, direction: 'following' })),
};
