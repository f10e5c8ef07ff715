// TV pairing (SPEC §2 /pairing, /tv redirects there): loaded when it opens.
export const loadPairingScreen = () => import('./PairingScreen');
