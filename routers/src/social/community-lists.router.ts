import { inputSchema, outputSchema } from '../procedure-schemas';
import { publicProcedure } from '../trpc';
import { ZCommentList, ZCommentPage } from './comments.schemas';
import { listCommentPage } from './comments.service';
import {
  announceNextPage,
  COMMUNITY_PAGE_MAX,
  COMMUNITY_PAGE_SIZE,
  ZNextPageHeaders,
  ZRecipeListPageInput,
} from './community.shared';
import { ZRatingList } from './ratings.schemas';
import { listRatingPage } from './ratings.service';
import { ZUserImageList, ZUserImagePage } from './user-images.schemas';
import { listUserImagePage } from './user-images.service';
import { recipeViewerOf } from '../shared/recipe-viewer';

const notFound = { 404: 'Rezept nicht gefunden' };
const invalid = { 400: 'Ungültiger Cursor oder ungültige Seitengröße' };

const paging = `Seitenweise: ohne \`cursor\` die erste Seite (${COMMUNITY_PAGE_SIZE} Einträge, \`limit\` bis ${COMMUNITY_PAGE_MAX}), dann mit dem \`cursor\` der vorigen Seite.`;
const arrayPaging = `${paging} Die Antwort bleibt eine Liste; den \`cursor\` der nächsten Seite tragen die Header \`X-Next-Cursor\` und \`Link\` (rel="next"). Dieselbe Seite mit \`nextCursor\` im Körper: …/page.`;

/**
 * The recipe page's lists that grow with a recipe's popularity, one page at a time. Comments and photos answer
 * a plain array as they always did (the first page for clients that read no cursor); their `/page` twins carry
 * `nextCursor` in the body for clients that page, such as the web app. Ratings carry it in their object.
 */
export const communityListProcedures = {
  listComments: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/comments',
        tags: ['Kommentare'],
        protect: false,
        summary: 'Kommentare eines Rezepts: neueste zuerst, Antworten direkt nach ihrem Kommentar (älteste zuerst)',
        description: arrayPaging,
        responseHeaders: ZNextPageHeaders,
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(inputSchema(ZRecipeListPageInput))
    .output(outputSchema(ZCommentList))
    .query(async ({ ctx, input }) => {
      const page = await listCommentPage(ctx.db, {
        recipeId: input.id,
        limit: input.limit,
        cursor: input.cursor,
        viewer: recipeViewerOf(ctx),
      });
      announceNextPage(ctx, { path: `/recipes/${input.id}/comments`, nextCursor: page.nextCursor, limit: input.limit });
      return page.comments;
    }),

  commentPage: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/comments/page',
        tags: ['Kommentare'],
        protect: false,
        summary: 'Eine Seite Kommentare mit nextCursor (Reihenfolge wie /recipes/{id}/comments)',
        description: paging,
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(inputSchema(ZRecipeListPageInput))
    .output(outputSchema(ZCommentPage))
    .query(({ ctx, input }) =>
      listCommentPage(ctx.db, { recipeId: input.id, limit: input.limit, cursor: input.cursor, viewer: recipeViewerOf(ctx) }),
    ),

  listRatings: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/ratings',
        tags: ['Bewertungen'],
        protect: false,
        summary: 'Bewertungen eines Rezepts (zuletzt geänderte zuerst) mit Durchschnitt, Anzahl und Verteilung über alle',
        description: `${paging} averageRating, totalRatings und distribution gelten für alle Bewertungen, ratings ist die Seite.`,
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(inputSchema(ZRecipeListPageInput))
    .output(outputSchema(ZRatingList))
    .query(({ ctx, input }) =>
      listRatingPage(ctx.db, { recipeId: input.id, limit: input.limit, cursor: input.cursor, viewer: recipeViewerOf(ctx) }),
    ),

  listUserImages: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/user-images',
        tags: ['Community-Bilder'],
        protect: false,
        summary: 'Community-Bilder eines Rezepts, neueste zuerst',
        description: arrayPaging,
        responseHeaders: ZNextPageHeaders,
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(inputSchema(ZRecipeListPageInput))
    .output(outputSchema(ZUserImageList))
    .query(async ({ ctx, input }) => {
      const page = await listUserImagePage(ctx.db, {
        recipeId: input.id,
        limit: input.limit,
        cursor: input.cursor,
        viewer: recipeViewerOf(ctx),
      });
      announceNextPage(ctx, { path: `/recipes/${input.id}/user-images`, nextCursor: page.nextCursor, limit: input.limit });
      return page.images;
    }),

  userImagePage: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/user-images/page',
        tags: ['Community-Bilder'],
        protect: false,
        summary: 'Eine Seite Community-Bilder mit nextCursor (neueste zuerst)',
        description: paging,
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(inputSchema(ZRecipeListPageInput))
    .output(outputSchema(ZUserImagePage))
    .query(({ ctx, input }) =>
      listUserImagePage(ctx.db, { recipeId: input.id, limit: input.limit, cursor: input.cursor, viewer: recipeViewerOf(ctx) }),
    ),
};
