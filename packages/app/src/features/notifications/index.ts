// Notifications (SPEC §3 stored notifications): the bell of the header (eager, tiny: a link with the unread
// count) and the list (/notifications, its own lazy chunk).
export { NotificationBell } from './NotificationBell';
export const loadNotificationsScreen = () => import('./NotificationsScreen');
