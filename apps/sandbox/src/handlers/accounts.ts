// The accounts area of the sandbox (SPEC §7): 36 SMS operations of the tags device, account, profiles, parental and
// devices (openapi/sms.yaml), split by tag under handlers/accounts/. State: state/accounts.ts, seed:
// fixtures/accounts.json.

import type { ExtraRoute, HandlerMap, OperationId } from '../types';
import {
  confirmPasswordReset,
  confirmSignup,
  deleteAccount,
  getSubscriberDetails,
  loginSubscriber,
  logoutSubscriber,
  lookUpSubscriber,
  requestPasswordReset,
  requestSubscriberOtp,
  resendVerification,
  sendEmailConfirmation,
  signUpSubscriber,
  updateSubscriber,
  verifySubscriber,
} from './accounts/account';
import {
  createCaptcha,
  getCountry,
  getRealtimeToken,
  openVerificationLink,
  refreshSessionToken,
  registerDevice,
} from './accounts/device';
import {
  imageFileRoute,
  listDevices,
  requestTvPin,
  updateDeviceStatus,
  uploadImage,
} from './accounts/devices';
import {
  getParentalControl,
  parentalSwitch,
  resetParentalPin,
  sessionsExpire,
  setParentalControl,
  setProfileRating,
  verifyParentalOtp,
  verifyParentalPin,
} from './accounts/parental';
import {
  confirmProfilePinReset,
  createProfile,
  deleteProfile,
  listProfiles,
  pairTvDevice,
  requestProfilePinReset,
  switchProfile,
  updateProfile,
} from './accounts/profiles';
import { socialConsentRoute } from './accounts/social';

export const accountsHandlers = {
  // device
  registerDevice,
  refreshSessionToken,
  getRealtimeToken,
  createCaptcha,
  getCountry,
  openVerificationLink,
  // account
  loginSubscriber,
  logoutSubscriber,
  getSubscriberDetails,
  updateSubscriber,
  lookUpSubscriber,
  verifySubscriber,
  signUpSubscriber,
  resendVerification,
  confirmSignup,
  sendEmailConfirmation,
  requestPasswordReset,
  confirmPasswordReset,
  requestSubscriberOtp,
  deleteAccount,
  // profiles
  listProfiles,
  createProfile,
  switchProfile,
  updateProfile,
  deleteProfile,
  requestProfilePinReset,
  confirmProfilePinReset,
  pairTvDevice,
  // parental
  getParentalControl,
  verifyParentalPin,
  setParentalControl,
  setProfileRating,
  verifyParentalOtp,
  resetParentalPin,
  // devices
  listDevices,
  updateDeviceStatus,
  requestTvPin,
  uploadImage,
} satisfies Partial<HandlerMap<OperationId>>;

export const accountsExtraRoutes: ExtraRoute[] = [
  imageFileRoute,
  parentalSwitch,
  sessionsExpire,
  socialConsentRoute,
];
