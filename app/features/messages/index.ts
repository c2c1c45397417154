export { ConversationView } from './ConversationView';
export { InboxButton } from './InboxButton';
export { SendPinDialog } from './SendPinDialog';
