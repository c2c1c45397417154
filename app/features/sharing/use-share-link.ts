import { useCallback, useRef, useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import { DEFAULT_INVITE_CATEGORY, type InviteChannel } from '#domain/boards/invites';
import type { PinModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { pinShareUrl } from './share-link';

/**
 * A share link to one of Tessera's pages (CreateShareLinkResource): the page's address with the
 * signed-in sharer's invite code, so whoever opens it learns who shared it (spec 01 §7 P-348).
 */
export async function createShareLink(path: string, channel: InviteChannel): Promise<string> {
  const link = await postResource<{ inviteUrl: string }>('CreateShareLinkResource', 'create', {
    invite_category: DEFAULT_INVITE_CATEGORY,
    url: path,
    name: '',
    invite_channel: channel,
  });
  return link.inviteUrl;
}

/**
 * The link a Share Menu hands out (spec 01 §7 P-348, P-349): for a signed-in person, a share
 * link with their invite code, made when the menu opens, so whoever opens it learns who shared
 * it; for a visitor, or until the code is made, or if it cannot be, the pin's own address.
 */
export function useShareLink(pin: PinModel, viewer: Viewer) {
  const plain = pinShareUrl(pin, viewer);
  const [url, setUrl] = useState(plain);
  const asked = useRef(false);
  const prepare = useCallback(
    (channel: InviteChannel = 'copy_link') => {
      if (!viewer.isAuth || asked.current) return;
      asked.current = true;
      void createShareLink(new URL(plain, window.location.origin).pathname, channel)
        .then(setUrl)
        .catch(() => {
          asked.current = false;
        });
    },
    [viewer.isAuth, plain],
  );
  return { url, prepare };
}
