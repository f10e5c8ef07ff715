// The accounts area of the sandbox: subscribers, profiles, parental control, devices and the short-lived things around
// them (OTPs, captchas, verification links, TV pairings, uploaded images). Seeded from fixtures/accounts.json on every
// start and reset; `createAccountsState(options)` always returns a fresh copy.
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxOptions } from '../options';

export type LoginType = 'Email' | 'Mobile' | 'FB' | 'Google' | 'Apple';
export type SocialType = 'FB' | 'Google' | 'Apple';
export type DeviceOs = 'WINDOWS' | 'MACOS' | 'LINUX' | 'ANDROID' | 'OTHER';
export type DeviceType = 'PC' | 'MOBILE' | 'TV';
/** SPEC §1 platform label. */
export type Platform = 'Web' | 'MobWeb';
type DeviceStatus = 'ACTIVE' | 'INACTIVE';
type Gender = 'M' | 'F' | 'O';

export interface Subscriber {
  subscriberid: string;
  name: string;
  email: string | null;
  /** National number without the country code, e.g. 500000001. */
  mobileno: string | null;
  /** Phone country code without "+", e.g. 971. */
  countrycode: string | null;
  country: string;
  dob: string | null;
  gender: Gender | null;
  /** Plain text (sandbox only): login and password change compare the decrypted cipher text with it. */
  password: string | null;
  created: string;
  displaylanguage: string | null;
  /** How the account was created (lookup answers it). */
  logintype: LoginType;
  /** The signup OTP was confirmed (an unverified subscriber gets 6002 on login). */
  verified: boolean;
  /** The e-mail address was confirmed through the verification link. */
  emailVerified: boolean;
  picture: string | null;
}

/** Cross-area shape (fixed): commerce and catalogue read `admin`, `kids`, `rating`. */
export interface AccountProfile {
  profileid: string;
  subscriberid: string;
  name: string;
  admin: boolean;
  kids: boolean;
  rating: string | null;
  pin: string | null;
  avatar: string | null;
  agerange: string | null;
}

interface ParentalSettings {
  enabled: boolean;
  pin: string | null;
}

export interface AccountDevice {
  deviceId: string;
  subscriberid: string;
  name: string;
  devicetype: DeviceType;
  deviceos: DeviceOs;
  /** SPEC §1 platform label the device sent (registration or log-in), when it sent one. */
  platform?: Platform;
  status: DeviceStatus;
  /** Epoch ms. */
  lastseen: number;
}

interface RegisteredDevice {
  deviceid: string;
  devicetype: string;
  deviceos: DeviceOs;
  platform?: Platform;
  /** What the device called itself at registration ("Chrome on Windows"). */
  devicename?: string;
  registeredAt: number;
}

interface PendingOtp {
  otp: string;
  expiresAt: number;
  /** Wrong tries so far; at OTP_MAX_WRONG the code is spent (even the right one is then refused). */
  wrong: number;
}

interface TvPairing {
  pin: string;
  deviceId: string;
  deviceos: DeviceOs;
  devicename: string | null;
  expiresAt: number;
  pairedTo: { subscriberid: string; profileid: string } | null;
}

interface StoredImage {
  imageid: string;
  subscriberid: string;
  bytes: Uint8Array;
  contentType: string;
  width: number | null;
  height: number | null;
}

export interface AccountsState {
  subscribers: Map<string, Subscriber>;
  profiles: Map<string, AccountProfile>;
  /** Parental control per subscriber. */
  parental: Map<string, ParentalSettings>;
  /**
   * Errors on purpose: true → GET parentalcontrol answers 500 (the app must fail closed, SPEC §4). Toggle:
   * POST /__sandbox/parental?fail=true (or, per request, header `X-Sandbox-Parental: fail`).
   */
  parentalFailing: boolean;
  /** Devices per subscriber, keyed `${subscriberid}/${deviceId}`. */
  devices: Map<string, AccountDevice>;
  /** Device identities seen by registerDevice, by device id. */
  registeredDevices: Map<string, RegisteredDevice>;
  /** `${type}:${token}` → subscriberid. */
  socialTokens: Map<string, string>;
  /** Pending OTPs by purpose key (see otpKey). */
  otps: Map<string, PendingOtp>;
  /** Send times (epoch ms) per recipient key, for the hourly SMS limit. */
  sends: Map<string, number[]>;
  /** The current captcha of a device (or session) key. */
  captchas: Map<string, { answer: string; expiresAt: number }>;
  /** Wrong captcha answers per key, and when the limit lock ends. */
  captchaFailures: Map<string, { wrong: number; lockedUntil: number }>;
  /** Consecutive wrong passwords per device id and per `account:<subscriberid>` (a CAPTCHA step follows the 3rd). */
  loginFailures: Map<string, number>;
  /** E-mail verification link tokens. */
  verificationLinks: Map<string, { subscriberid: string; email: string; expiresAt: number }>;
  /** Session token → device id it was issued to (deactivating a device ends its sessions). */
  sessionDevices: Map<string, string>;
  /** Pending TV pairings by PIN. */
  tvPairings: Map<string, TvPairing>;
  images: Map<string, StoredImage>;
  /** Signs the address of an uploaded image for its owner (the <img> of an avatar sends no header). */
  imageKey: Buffer;
  nextSubscriberId: number;
}

interface Fixture {
  subscribers: (Omit<Subscriber, 'verified' | 'emailVerified' | 'picture'> & {
    social: Partial<Record<SocialType, string[]>>;
  })[];
  profiles: (Omit<AccountProfile, 'avatar' | 'agerange'> & { avatar?: string; agerange?: string })[];
  parental: ({ subscriberid: string } & ParentalSettings)[];
  devices: (Omit<AccountDevice, 'lastseen'> & { lastseenMinutesAgo: number })[];
}

const fixturePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/accounts.json',
);

export function createAccountsState(options: SandboxOptions): AccountsState {
  const fx = JSON.parse(readFileSync(fixturePath, 'utf8')) as Fixture;
  const now = options.now();
  const socialTokens = new Map<string, string>();
  const subscribers = new Map<string, Subscriber>();
  for (const { social, ...s } of fx.subscribers) {
    subscribers.set(s.subscriberid, { ...s, verified: true, emailVerified: s.email !== null, picture: null });
    for (const [type, tokens] of Object.entries(social))
      for (const t of tokens ?? []) socialTokens.set(`${type}:${t}`, s.subscriberid);
  }
  return {
    subscribers,
    profiles: new Map(
      fx.profiles.map((p) => [p.profileid, { ...p, avatar: p.avatar ?? null, agerange: p.agerange ?? null }]),
    ),
    parental: new Map(fx.parental.map(({ subscriberid, ...p }) => [subscriberid, p])),
    parentalFailing: false,
    devices: new Map(
      fx.devices.map(({ lastseenMinutesAgo, ...d }) => [
        deviceKey(d.subscriberid, d.deviceId),
        { ...d, lastseen: now - lastseenMinutesAgo * 60_000 },
      ]),
    ),
    registeredDevices: new Map(),
    socialTokens,
    otps: new Map(),
    sends: new Map(),
    captchas: new Map(),
    captchaFailures: new Map(),
    loginFailures: new Map(),
    verificationLinks: new Map(),
    sessionDevices: new Map(),
    tvPairings: new Map(),
    images: new Map(),
    imageKey: randomBytes(32),
    nextSubscriberId: 1 + Math.max(...fx.subscribers.map((s) => Number(s.subscriberid))),
  };
}

export const deviceKey = (subscriberid: string, deviceId: string) => `${subscriberid}/${deviceId}`;

// ---- sandbox limits (SPEC §9 where it gives a number; the others are sandbox choices, documented in apps/sandbox/README.md) ----
/** OTP lifetime: "Invalid OTP | OTP expired" after 10 minutes. */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** SPEC §9 "SMS retry after 1 hour": at most this many sends (resends, resets, subscriber OTPs)
 * per purpose and recipient per hour (the first signup OTP is not counted). */
const SMS_SENDS_PER_HOUR = 3;
const SMS_WINDOW_MS = 60 * 60_000;
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;
/** After this many wrong captcha answers the device gets "Captcha limit reached" for CAPTCHA_LOCK_MS. */
const CAPTCHA_MAX_WRONG = 5;
const CAPTCHA_LOCK_MS = 60 * 60_000;
/** The captcha answer that always passes in the sandbox. */
const CAPTCHA_TEST_ANSWER = 'SANDBOX';
/** Wrong passwords from one device, or for one account from any device, before login asks for the CAPTCHA. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
/** Wrong tries of one OTP before it is spent: guessing 6 digits stays a 5-in-a-million chance per code sent. */
export const OTP_MAX_WRONG = 5;
export const MAX_PROFILES = 5;
export const TV_PIN_LIFETIME_MS = 5 * 60_000;
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60_000;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// ---- look-ups ----
export const normaliseCountryCode = (cc: string | null | undefined) =>
  (cc ?? '').replace(/^\+/, '').replace(/^0+/, '');

/** Split a mobile number that may carry its country code in front (971500000001 with +971 → 500000001). */
export function nationalNumber(mobileno: string, countrycode: string | null | undefined): string {
  const cc = normaliseCountryCode(countrycode);
  return cc && mobileno.startsWith(cc) && mobileno.length - cc.length >= 6
    ? mobileno.slice(cc.length)
    : mobileno;
}

export function findByEmail(acc: AccountsState, email: string): Subscriber | undefined {
  const e = email.trim().toLowerCase();
  for (const s of acc.subscribers.values()) if (s.email?.toLowerCase() === e) return s;
  return undefined;
}

/** Matches 500000001 + 971, 971500000001 + +971, or the number alone when no country code is sent. */
export function findByMobile(
  acc: AccountsState,
  mobileno: string,
  countrycode?: string | null,
): Subscriber | undefined {
  const cc = normaliseCountryCode(countrycode);
  for (const s of acc.subscribers.values()) {
    if (!s.mobileno) continue;
    if (cc && s.countrycode !== cc) continue;
    if (mobileno === s.mobileno || mobileno === `${s.countrycode ?? ''}${s.mobileno}`) return s;
  }
  return undefined;
}

export function findByContact(
  acc: AccountsState,
  c: { email?: string | undefined; mobileno?: string | undefined; countrycode?: string | undefined },
): Subscriber | undefined {
  if (c.email) return findByEmail(acc, c.email);
  if (c.mobileno) return findByMobile(acc, c.mobileno, c.countrycode);
  return undefined;
}

export const profilesOf = (acc: AccountsState, subscriberid: string) =>
  [...acc.profiles.values()].filter((p) => p.subscriberid === subscriberid);

export const masterProfileOf = (acc: AccountsState, subscriberid: string) =>
  profilesOf(acc, subscriberid).find((p) => p.admin) ?? null;

export const devicesOf = (acc: AccountsState, subscriberid: string) =>
  [...acc.devices.values()].filter((d) => d.subscriberid === subscriberid);

// ---- OTPs ----
export type OtpPurpose = 'signup' | 'reset' | 'PARENTAL_PIN' | 'DELETE_ACCOUNT' | 'profilepin';
export const otpKey = (purpose: OtpPurpose, id: string) => `${purpose}:${id}`;

/** A fresh OTP: the fixed one in test mode, else 6 random digits. */
function newOtp(options: SandboxOptions): string {
  return options.testMode ? options.fixedOtp : String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function issueOtp(acc: AccountsState, options: SandboxOptions, key: string): string {
  const otp = newOtp(options);
  acc.otps.set(key, { otp, expiresAt: options.now() + OTP_LIFETIME_MS, wrong: 0 });
  return otp;
}

/**
 * 'expired' when none is pending or it is older than 10 minutes, 'spent' once OTP_MAX_WRONG wrong tries were made
 * (until a new code is sent), 'wrong' on a mismatch (counted). A right code is not consumed here.
 */
export function checkOtp(
  acc: AccountsState,
  now: number,
  key: string,
  given: string,
): 'ok' | 'wrong' | 'expired' | 'spent' {
  const pending = acc.otps.get(key);
  if (!pending || pending.expiresAt <= now) return 'expired';
  if (pending.wrong >= OTP_MAX_WRONG) return 'spent';
  if (pending.otp === given) return 'ok';
  pending.wrong += 1;
  return pending.wrong >= OTP_MAX_WRONG ? 'spent' : 'wrong';
}

/** The hourly send limit: null when a send is allowed (and counts it), else the seconds until the next one is. */
export function takeSend(acc: AccountsState, now: number, recipient: string): number | null {
  const recent = (acc.sends.get(recipient) ?? []).filter((t) => t > now - SMS_WINDOW_MS);
  if (recent.length >= SMS_SENDS_PER_HOUR) {
    acc.sends.set(recipient, recent);
    return Math.max(1, Math.ceil(((recent[0] as number) + SMS_WINDOW_MS - now) / 1000));
  }
  recent.push(now);
  acc.sends.set(recipient, recent);
  return null;
}

// ---- captcha ----
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCaptchaAnswer(): string {
  let s = '';
  for (let i = 0; i < 5; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

export function captchaLocked(acc: AccountsState, now: number, key: string): boolean {
  const f = acc.captchaFailures.get(key);
  return !!f && f.lockedUntil > now;
}

/**
 * Checks a captcha answer for a device: 'limit' while locked (5 wrong answers), 'ok' for the test answer or the
 * device's current captcha (then spent), else 'invalid' (counted).
 */
export function checkCaptcha(
  acc: AccountsState,
  now: number,
  key: string,
  answer: string,
): 'ok' | 'invalid' | 'limit' {
  if (captchaLocked(acc, now, key)) return 'limit';
  const given = answer.trim().toUpperCase();
  const current = acc.captchas.get(key);
  if (given === CAPTCHA_TEST_ANSWER || (current && current.expiresAt > now && current.answer === given)) {
    acc.captchas.delete(key);
    acc.captchaFailures.delete(key);
    return 'ok';
  }
  const f = acc.captchaFailures.get(key) ?? { wrong: 0, lockedUntil: 0 };
  f.wrong += 1;
  if (f.wrong >= CAPTCHA_MAX_WRONG) {
    f.wrong = 0;
    f.lockedUntil = now + CAPTCHA_LOCK_MS;
  }
  acc.captchaFailures.set(key, f);
  return 'invalid';
}
