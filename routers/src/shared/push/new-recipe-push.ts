import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type TPushFanout } from './push-message.schemas';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The push a cook's followers get when the cook publishes a recipe (only those who keep 'new recipes' on). */
export function newRecipePush(cook: { id: number; username: string }, recipe: { id: number; title: string }): TPushFanout {
  return {
    message: {
      title: clip(`Neues Rezept von ${cook.username}`, PUSH_TITLE_MAX),
      body: clip(recipe.title, PUSH_BODY_MAX),
      url: `/recipe/${recipe.id}`,
    },
    audience: { kind: 'followers', userId: cook.id },
  };
}
