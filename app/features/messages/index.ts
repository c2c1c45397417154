export { MoreMenu, useBlocking } from './BlockMenu';
export { ConversationView } from './ConversationView';
export { InboxButton, MessagePersonDialog, SendPinDialog } from './lazy-entries';
