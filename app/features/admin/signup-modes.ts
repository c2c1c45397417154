import type { MessageId } from '#domain/i18n/catalogs/en';
import type { SignupMode } from '#domain/instance/settings';
import '../../lib/texts/admin';

/** Each sign-up mode's name and what it lets people do, as the administrator chooses it. */
export const MODE_LABEL: Record<SignupMode, MessageId> = {
  open: 'admin.mode.open',
  approval: 'admin.mode.approval',
  invite: 'admin.mode.invite',
  closed: 'admin.mode.closed',
};

export const MODE_HELP: Record<SignupMode, MessageId> = {
  open: 'admin.modeHelp.open',
  approval: 'admin.modeHelp.approval',
  invite: 'admin.modeHelp.invite',
  closed: 'admin.modeHelp.closed',
};
