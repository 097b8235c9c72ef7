import { z } from 'zod';
import { rowId } from '../shared/common.schemas';
import { ZTimestamp } from '../timestamp';

/** Households („Haushalt“, issue 43): one meal plan, its shopping lists and the pantry for up to 12 members. */
export const MAX_HOUSEHOLD_MEMBERS = 12;
/** Members a household has without premium of the member who manages it. */
export const FREE_HOUSEHOLD_MEMBERS = 2;
export const INVITATION_DAYS = 7;
export const INVITE_LINK_PREFIX = '/haushalt/einladung/';
export const HOUSEHOLD_WRITES_PER_MINUTE = 30;
export const HOUSEHOLD_WRITES_PER_DAY = 300;

export const HOUSEHOLD_FULL = `Der Haushalt ist voll: Er hat schon ${MAX_HOUSEHOLD_MEMBERS} Mitglieder.`;
export const HOUSEHOLD_PREMIUM = `Ein Haushalt mit mehr als ${FREE_HOUSEHOLD_MEMBERS} Mitgliedern braucht Premium für die Person, die ihn verwaltet.`;
export const ALREADY_IN_HOUSEHOLD =
  'Du bist schon in einem Haushalt. Verlasse ihn zuerst, um einen anderen zu gründen oder beizutreten.';
export const NO_HOUSEHOLD = 'Du bist in keinem Haushalt.';
export const MANAGER_ONLY = 'Nur wer den Haushalt verwaltet, kann das.';
export const INVITE_SELF = 'Du kannst dich nicht selbst einladen.';
export const MEMBER_NOT_FOUND = 'Mitglied nicht gefunden';
export const ALREADY_MEMBER = 'Dieses Mitglied gehört schon zu deinem Haushalt.';
export const INVITATION_NOT_FOUND = 'Diese Einladung gibt es nicht.';
export const INVITATION_EXPIRED = 'Diese Einladung ist abgelaufen. Bitte um eine neue.';
export const INVITATION_REVOKED = 'Diese Einladung wurde zurückgezogen. Bitte um eine neue.';
export const REMOVE_SELF = 'Um den Haushalt zu verlassen, wähle „Haushalt verlassen“.';
export const JOIN_BY_ONE = 'Gib entweder invitationId (Einladung an dich) oder token (Einladungslink) an.';

const NAME_REQUIRED = 'Bitte gib dem Haushalt einen Namen.';
const ZHouseholdName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(60, 'Der Name des Haushalts darf höchstens 60 Zeichen lang sein.');

export const ZCreateHouseholdInput = z.strictObject({ name: ZHouseholdName });

const USERNAME_REQUIRED = 'Bitte gib den Benutzernamen an.';
export const ZInviteMemberInput = z.strictObject({
  username: z
    .string({ error: USERNAME_REQUIRED })
    .trim()
    .min(1, USERNAME_REQUIRED)
    .max(254, 'Diesen Benutzernamen gibt es nicht.'),
});

const ZInvitationId = rowId('Ungültige Einladungs-ID');
export const ZInvitationIdInput = z.object({ id: ZInvitationId });
export const ZMemberIdInput = z.object({ userId: rowId('Ungültige Mitglieds-ID') });

const ZToken = z.string({ error: INVITATION_NOT_FOUND }).trim().min(1, INVITATION_NOT_FOUND).max(100, INVITATION_NOT_FOUND);
export const ZInviteTokenInput = z.object({ token: ZToken });

export const ZJoinHouseholdInput = z
  .strictObject({
    /** An invitation to the member by username. */
    invitationId: ZInvitationId.optional(),
    /** The secret of an invitation link (the last part of `/haushalt/einladung/<token>`). */
    token: ZToken.optional(),
    /** Bring one's own meal plan, shopping lists and pantry into the household; without, they wait until one leaves. */
    bringOwn: z.boolean({ error: 'bringOwn muss true oder false sein.' }).default(false),
  })
  .refine((value) => (value.invitationId === undefined) !== (value.token === undefined), { message: JOIN_BY_ONE });

const ZMember = z.object({
  id: z.number().int(),
  username: z.string(),
  isManager: z.boolean(),
  joinedAt: ZTimestamp,
});

const ZOpenInvitation = z.object({
  id: z.number().int(),
  kind: z.enum(['username', 'link']),
  /** The invited member's username; null for a link. */
  username: z.string().nullable(),
  expiresAt: ZTimestamp,
});

export const ZHousehold = z.object({
  id: z.number().int(),
  /** As written; clients show it as text. */
  name: z.string(),
  isManager: z.boolean(),
  manager: z.object({ id: z.number().int(), username: z.string() }),
  members: z.array(ZMember),
  /** How many members it may have now: 12 with the manager's premium, else 2. */
  maxMembers: z.number().int(),
  /** Open invitations; only the manager sees them. */
  invitations: z.array(ZOpenInvitation),
});

const ZInvitationForMe = z.object({
  id: z.number().int(),
  household: z.object({ name: z.string(), memberCount: z.number().int() }),
  invitedBy: z.string(),
  expiresAt: ZTimestamp,
});

export const ZHouseholdState = z.object({
  household: ZHousehold.nullable(),
  /** Invitations to the member by username that are still open. */
  invitations: z.array(ZInvitationForMe),
});
export type THouseholdState = z.input<typeof ZHouseholdState>;

export const ZInviteLink = z.object({
  id: z.number().int(),
  /** The path to share: `/haushalt/einladung/<token>`; shown once. */
  link: z.string(),
  expiresAt: ZTimestamp,
});

export const ZInviteLinkPreview = z.object({
  household: z.object({ name: z.string(), memberCount: z.number().int() }),
  invitedBy: z.string(),
  expiresAt: ZTimestamp,
});
