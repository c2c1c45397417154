export { NotificationsButton } from './lazy-entries';
export { NotificationsPanel } from './NotificationsPanel';
