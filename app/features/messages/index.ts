export { BlockMenu } from './BlockMenu';
export { ConversationView } from './ConversationView';
export { InboxButton, SendPinDialog } from './lazy-entries';
