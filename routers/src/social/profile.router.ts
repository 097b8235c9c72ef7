import { z } from 'zod';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { ZRecipeList } from '../shared/recipe.schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import {
  PROFILE_OPTIONS,
  ZAllergyResult,
  ZAllergyTextInput,
  ZOwnProfile,
  ZPrivacyInput,
  ZProfileOptions,
  ZProfilePatch,
  ZProfilePut,
  ZPublicUser,
  ZUsernameParam,
  ZUsernamePageInput,
} from './profile.schemas';
import { getOwnProfile, interpretAllergies, setPrivacy, updateProfile } from './profile.service';
import { getPublicProfile, listLikedRecipes, listMemberRecipes } from './public-profile.service';

const tags = ['Profil'];
const ZNoInput = z.object({}).optional();
const userNotFound = { 404: 'Benutzer nicht gefunden' };

export const profileProcedures = {
  profileOptions: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/profile-options',
        tags,
        protect: false,
        summary: 'Auswahllisten des Profils: Allergie-Kategorien, Küchengeräte (Standard und Premium), Plattformen',
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZProfileOptions))
    .query(() => PROFILE_OPTIONS),

  ownProfile: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/user/profile', tags, summary: 'Eigenes Profil mit Rezepten, Likes und Kochbüchern' },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZOwnProfile))
    .query(({ ctx }) => getOwnProfile(ctx.db, ctx.user.id)),

  updateProfile: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/user/profile',
        tags,
        summary: 'Profil bearbeiten (Name, Bio, Social-Media-Links, Küchengeräte)',
        description:
          'Nur übergebene Felder ändern sich. socialMediaLinks: instagram, tiktok, youtube, facebook, pinterest, x mit https-Links auf die Plattform; ein leerer Link entfernt sie. kitchenDevices: siehe GET /user/profile-options (Premium-Modelle nur für Premium-Mitglieder).',
      },
    })
    .input(inputSchema(ZProfilePatch))
    .output(outputSchema(ZOwnProfile))
    .mutation(({ ctx, input }) => updateProfile(ctx.db, { member: ctx.user, changes: input })),

  replaceProfile: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/user/profile',
        tags,
        summary: 'Profil setzen (Name, Profilbild, Küchengeräte, Allergien)',
        description: 'profileImageUrl nur als URL aus POST /user/profile-image oder null.',
      },
    })
    .input(inputSchema(ZProfilePut))
    .output(outputSchema(ZOwnProfile))
    .mutation(({ ctx, input }) => updateProfile(ctx.db, { member: ctx.user, changes: input })),

  updatePrivacy: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/user/privacy',
        tags,
        summary: 'Privatsphäre: gelikte Rezepte öffentlich zeigen oder nicht',
      },
    })
    .input(inputSchema(ZPrivacyInput))
    .output(outputSchema(ZPrivacyInput))
    .mutation(({ ctx, input }) => setPrivacy(ctx.db, { userId: ctx.user.id, showLikedRecipes: input.showLikedRecipes })),

  interpretAllergies: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/user/allergies',
        tags,
        summary: 'Allergien aus Freitext erkennen und speichern',
        description:
          'Ordnet den Text den 12 Kategorien zu (Synonyme wie Laktose → Milch, Garnelen → Meeresfrüchte) und ersetzt damit die gespeicherten Allergien.',
      },
    })
    .input(inputSchema(ZAllergyTextInput))
    .output(outputSchema(ZAllergyResult))
    .mutation(({ ctx, input }) =>
      interpretAllergies(ctx.db, { userId: ctx.user.id, text: input.allergyText, interpreter: ctx.allergyInterpreter }),
    ),

  publicProfile: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/username/{username}',
        tags,
        protect: false,
        summary: 'Öffentliches Profil',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUsernameParam))
    .output(outputSchema(ZPublicUser))
    .query(({ ctx, input }) => getPublicProfile(ctx.db, input.username, ctx.user?.id ?? null)),

  memberRecipes: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/username/{username}/recipes',
        tags,
        protect: false,
        summary: 'Rezepte eines Mitglieds (neueste zuerst, Paginierung über nextCursor)',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUsernamePageInput))
    .output(outputSchema(ZRecipeList))
    .query(({ ctx, input }) => listMemberRecipes(ctx.db, { ...input, viewerId: ctx.user?.id ?? null })),

  likedRecipes: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/username/{username}/liked',
        tags,
        protect: false,
        summary: 'Von einem Mitglied gelikte Rezepte (leer, wenn es sie verbirgt)',
        errorResponses: userNotFound,
      },
    })
    .input(inputSchema(ZUsernamePageInput))
    .output(outputSchema(ZRecipeList))
    .query(({ ctx, input }) => listLikedRecipes(ctx.db, { ...input, viewerId: ctx.user?.id ?? null })),
};
