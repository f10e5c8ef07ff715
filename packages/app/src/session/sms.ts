// The SMS calls load with the first account action, not with the first route (lazy by default).
export const smsCalls = () => import('@ott/sdk/hooks/sms');
