import type { ReactNode } from 'react';
import type { CardSurface } from '#domain/analytics/surfaces';
import type { Page, PinModel, UserModel } from '#domain/pins/models';
import { PinGrid } from '../feed';

/**
 * One of a profile's own pin grids: the server-rendered first page, then more by bookmark from a
 * resource that takes the profile's username. Keyed by the user so another profile starts afresh.
 */
export function ProfilePinGrid(props: {
  user: UserModel;
  page: Page<PinModel>;
  resource: string;
  label: string;
  surface: CardSurface;
  empty: ReactNode;
}) {
  const { user, page } = props;
  return (
    <PinGrid
      key={user.id}
      initial={page.items}
      bookmark={page.bookmark}
      source={{ resource: props.resource, options: { username: user.username } }}
      label={props.label}
      surface={props.surface}
      profileUserId={user.id}
      // spec 01 §4: no attribution on a profile's own grid
      showAttribution={false}
      empty={props.empty}
    />
  );
}
