/** spec 02 §6 (M-317 … M-321): the login modal's title, per action that needs an account. */
export const LOGIN_PROMPTS = {
  save: 'Log in to save this Pin',
  edit: 'Log in to edit this Pin',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
  create: 'Log in to create a Pin or board',
  // not quoted by the spec: the server's own refusals of a visitor's hide and report (decision 015)
  hide: 'Log in to hide Pins',
  report: 'Log in to report this Pin',
  // the server's own refusal of a visitor's comment (decision 042)
  comment: 'Log in to comment',
} as const;

export type LoginPrompt = (typeof LOGIN_PROMPTS)[keyof typeof LOGIN_PROMPTS];
