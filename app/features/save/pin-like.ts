import type { PinModel } from '#domain/pins/models';
import type { SavePin } from '#domain/pins/save';

/** A PinModel in the shape the card rules read (#domain/card-permissions, #domain/pins/save). */
export function pinLikeOf(pin: PinModel): SavePin {
  const b = pin.board;
  return {
    pinnerId: pin.pinner.id,
    board: b
      ? {
          ownerId: b.owner.id,
          privacy: b.privacy,
          isCollaborative: b.isCollaborative,
          collaboratedByMe: b.collaboratedByMe,
          collaboratorPermissions: b.collaboratorPermissions,
        }
      : null,
    access: pin.access,
    link: pin.link,
    isPromoted: pin.isPromoted,
    promotedIsRemovable: pin.promotedIsRemovable,
    promotedIsLeadAd: pin.promotedIsLeadAd,
    // Tessera has no quick promotion yet (spec 01 §3 isQuickPromotable): never 'promote'
    isQuickPromotable: false,
    isStoryPin: pin.storyPinData !== null,
    isStoryDeleted: pin.storyPinData?.isDeleted ?? false,
    savedInfo: pin.savedInfo,
  };
}
