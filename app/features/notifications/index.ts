export { NotificationsButton } from './lazy-entries';
