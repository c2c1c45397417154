import { boardFeedGet } from './boards/board-feed-get.ts';
import { boardGet } from './boards/board-get.ts';
import { boardsGet } from './boards/boards-get.ts';
import { homefeedGet } from './pins/homefeed-get.ts';
import { pinGet } from './pins/pin-get.ts';
import { relatedGet } from './pins/related-get.ts';
import type { ResourceDef } from './resource.ts';
import { createdGet } from './users/created-get.ts';
import { userGet } from './users/user-get.ts';

/** Every resource endpoint; adding one is a new file and a line here. */
export const resources = [
  homefeedGet,
  pinGet,
  relatedGet,
  boardGet,
  boardsGet,
  boardFeedGet,
  userGet,
  createdGet,
] as ResourceDef[];
