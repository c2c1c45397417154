import { z } from 'zod';
import { DEFAULT_INVITE_CATEGORY, INVITE_CHANNELS } from '#domain/boards/invites';
import {
  createShareInvite,
  createShareLink,
  inviteMetadata,
  markInviteSent,
} from '../../services/sharing/invites.ts';
import { defineResource } from '../resource.ts';
import { plainText } from '../text.ts';

const category = z.coerce.number().int().min(0).max(100).default(DEFAULT_INVITE_CATEGORY);
const channel = z.enum(INVITE_CHANNELS);

/** spec 01 §7 (P-348, P-349): a share link for a page: invite_category, url, name ''. */
export const shareLinkCreate = defineResource({
  name: 'CreateShareLinkResource',
  action: 'create',
  options: z.object({
    invite_category: category,
    url: plainText().trim().min(1).max(2048),
    name: plainText().max(100).optional(),
    invite_channel: channel.optional(),
  }),
  async run(ctx, o) {
    return {
      data: await createShareLink(ctx, {
        url: o.url,
        category: o.invite_category,
        ...(o.invite_channel ? { channel: o.invite_channel } : {}),
      }),
    };
  },
});

/** spec 01 §7 (P-350, P-351): an invite for an object by kind and id; yields invite_url. */
export const shareInviteCreate = defineResource({
  name: 'ShareInviteResource',
  action: 'create',
  options: z.object({
    invite_category: category,
    invite_channel: channel,
    object_type: z.coerce.number().int(),
    object_id: plainText().trim().min(1).max(100),
    path: plainText().trim().min(1).max(2048),
  }),
  async run(ctx, o) {
    const link = await createShareInvite(ctx, {
      category: o.invite_category,
      channel: o.invite_channel,
      objectType: o.object_type,
      objectId: o.object_id,
      path: o.path,
    });
    return {
      data: {
        invite_code: link.inviteCode,
        invite_url: link.inviteUrl,
        title: link.title,
      },
    };
  },
});

/** spec 01 §7 (P-341), spec 02 §7 (M-341, M-343): who shared an invite code. */
export const inviteMetadataGet = defineResource({
  name: 'InviteCodeMetadataResource',
  action: 'get',
  options: z.object({
    invite_code: plainText().trim().min(1).max(100),
    field_set_key: z.enum(['default', 'default_with_sender_recent_pins']).optional(),
  }),
  async run(ctx, o) {
    const data = await inviteMetadata(ctx, o.invite_code);
    if (o.field_set_key !== 'default_with_sender_recent_pins') {
      return { data: { ...data, sender: { ...data.sender, recent_pin_images: [] } } };
    }
    return { data };
  },
});

/** spec 02 §7 (M-356): the client sent an external invite. */
export const sentExternalInviteCreate = defineResource({
  name: 'SentExternalInviteCallbackResource',
  action: 'create',
  options: z.object({
    invite_type: z.unknown().optional(),
    invite_code: plainText().trim().min(1).max(100),
    object_id: plainText().max(100).optional(),
    client_tracking_params: plainText().max(2048).optional(),
  }),
  async run(ctx, o) {
    return { data: await markInviteSent(ctx, o.invite_code) };
  },
});
