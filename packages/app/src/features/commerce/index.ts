// Commerce: plans and subscribing, paying (modes, hand-off, processing / success / failure), renting and buying, and
// the My Plans / My Bills / My Purchases panels. They share the checkout, so they are one feature; every screen and
// panel is its own lazy chunk.
export const loadPlansScreen = () => import('./PlansScreen');
export const loadPaymentScreen = () => import('./PaymentScreen');
export const loadPurchaseScreen = () => import('./PurchaseScreen');
export const loadMyPlansPanel = () => import('./MyPlansPanel');
export const loadMyBillsPanel = () => import('./MyBillsPanel');
export const loadMyPurchasesPanel = () => import('./MyPurchasesPanel');
