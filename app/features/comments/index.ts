// The comments feature's public face (decision 042): the closeup's section and the comments page.
export { CloseupComments } from './CloseupComments';
export { CommentsPageView } from './CommentsPageView';
