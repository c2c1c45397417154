// The sharing feature's public face (issue 13): the Share Menu, the embed code, downloads and the
// pin actions' toasts. Other features and routes import only this (decision 008).
export { useActionToast } from './action-toast';
export {
  downloadFromMenu,
  downloadPinImage,
  downloadUrl,
} from './download-image';
export { EmbedCodeDialog, InviteLanding, ShareMenuContent } from './lazy';
export {
  COPY_FAILED,
  LINK_COPIED,
  LINK_COPIED_TO_SHARE,
  pinShareUrl,
} from './share-link';
export { createShareLink, useShareLink } from './use-share-link';
