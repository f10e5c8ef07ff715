// Support: the tickets tab of the account page and a ticket's own page (/viewTicket/:ticketId).
export const loadTicketsPanel = () => import('./TicketsPanel');
export const loadTicketScreen = () => import('./TicketScreen');
