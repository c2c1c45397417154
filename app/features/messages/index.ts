export { MoreMenu, useBlocking } from './BlockMenu';
export { ConversationView } from './ConversationView';
export { InboxPage } from './InboxPage';
export { InboxButton, MessagePersonDialog, SendPinDialog } from './lazy-entries';
