// Commerce: plans and subscribing, paying (payment mode selection, gateway hand-off, the processing /
// success / failure page), renting and buying titles, and the My Plans / My Bills / My Purchases panels of the
// account page. Plans, purchases and the account panels share the checkout, so they are one feature; every screen
// and panel is its own lazy chunk.
export const loadPlansScreen = () => import('./PlansScreen');
export const loadPaymentScreen = () => import('./PaymentScreen');
export const loadPurchaseScreen = () => import('./PurchaseScreen');
export const loadMyPlansPanel = () => import('./MyPlansPanel');
export const loadMyBillsPanel = () => import('./MyBillsPanel');
export const loadMyPurchasesPanel = () => import('./MyPurchasesPanel');
