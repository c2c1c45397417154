import { passwordResetCreate } from './auth/password-reset-create.ts';
import { passwordResetUpdate } from './auth/password-reset-update.ts';
import { registerCreate } from './auth/register-create.ts';
import { sessionCreate } from './auth/session-create.ts';
import { sessionDelete } from './auth/session-delete.ts';
import { viewerGet } from './auth/viewer-get.ts';
import { boardFeedGet } from './boards/board-feed-get.ts';
import { boardGet } from './boards/board-get.ts';
import { boardsGet } from './boards/boards-get.ts';
import { homefeedGet } from './pins/homefeed-get.ts';
import { pinGet } from './pins/pin-get.ts';
import { relatedGet } from './pins/related-get.ts';
import type { ResourceDef } from './resource.ts';
import { accountDelete } from './users/account-delete.ts';
import { createdGet } from './users/created-get.ts';
import { followCreate, followDelete } from './users/follow.ts';
import { passwordUpdate } from './users/password-update.ts';
import { settingsUpdate } from './users/settings-update.ts';
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
  registerCreate,
  sessionCreate,
  sessionDelete,
  viewerGet,
  passwordResetCreate,
  passwordResetUpdate,
  settingsUpdate,
  passwordUpdate,
  accountDelete,
  followCreate,
  followDelete,
] as ResourceDef[];
