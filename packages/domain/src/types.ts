/**
 * Entity types used by the rules, spelled as SPEC §3 spells the fields (lower-case platform names such as
 * `subscriberid`, `availabilityset`, `pgratting`, `pricemodel`). They are stand-ins for the generated SDK types:
 * when `@ott/sdk` exposes them, these declarations become `export type { … } from '@ott/sdk'`.
 */

/** Injected clock (DESIGN principle 5): rules never read the time themselves. */
export interface Clock {
  now(): number;
}

/** Injected randomness: returns a number in [0, 1), like Math.random. */
export type Random = () => number;

/** The tiny storage seam: localStorage in the browser, a Map in tests. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** SPEC §9 / §3 enums. */
export type PriceModel = 'PLAN' | 'PAID' | 'RENTAL' | 'FREE' | 'ADBASED';
export type Quality = 'SD' | 'HD' | 'UHD1' | 'UHD2';
export type SubscriptionStatus = 'active' | 'on trial' | 'pending' | 'cancelled' | 'expired';
export type DeviceOs = 'WINDOWS' | 'MACOS' | 'LINUX' | 'ANDROID' | 'OTHER';
export type DrmScheme = 'WIDEVINE' | 'FAIRPLAY' | 'CLEARKEY' | 'NONE';
export type PosterType = 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE';
export type LoginType = 'Email' | 'Mobile' | 'FB' | 'Google' | 'Apple';
export type SuccessType = 'CAPTCHA';
export type TicketState = 'open' | 'closed';
export type DownloadState = 'queued' | 'downloading' | 'paused';
export type PlanPeriod = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'half-yearly' | 'yearly';

/** SPEC §3 provider config (remote JSON). */
export interface ProviderConfig {
  providerDetails: {
    baseURLs: { vCHARGE: string; vCMS: string; vCRM: string; vDRM: string; vSMS: string };
    extrapath?: { subscriber?: string; resendsms?: string; confirm?: string };
    providerId: string;
  };
  featureEnabled?: {
    isDeckingEnabled?: boolean;
    captcha?: boolean;
    kidsMode?: boolean;
    [key: string]: unknown;
  };
  apiUtilities?: {
    subscriberDetails?: string;
    subscriptionPrecheck?: string;
    createSubscription?: string;
    updateSubscription?: string;
    purchasePrecheck?: string;
    createPurchase?: string;
  };
  screens?: { id: string; sections?: { endpoint: string; parameters?: Record<string, unknown> }[] }[];
}

/** SPEC §3 subscriber details (`data` of the subscriber call). */
export interface SubscriberDetails {
  subscriberid: string;
  profileid: string;
  picture?: string;
  age?: number;
  subscribercountry?: string;
  dob?: string;
  email?: string;
  mobileno?: string;
  gender?: string;
  subscribername?: string;
  created?: string;
  country?: string;
  planstartdate?: string | null;
  nextbilling?: string | null;
}

/** SPEC §3 profile (field names as in openapi/sms.yaml `Profile`). */
export interface Profile {
  profileid: string;
  name?: string;
  /** Kids profile. */
  kids?: boolean;
  /** The master (admin) profile of the account — the only one that may pay (SPEC §6). */
  master?: boolean;
  pinprotected?: boolean;
  /** Age range of a kids profile, e.g. 5-8. */
  agerange?: string;
  /** Parental-control rating level allowed for this profile (SPEC §4 ladder). */
  rating?: string | null;
}

export interface Subscription {
  planid: string;
  availabilityset: string[];
  nextbilling?: string | null;
  quality?: Quality;
  status?: SubscriptionStatus;
}

export interface Purchase {
  availabilityid: string;
  objectid: string;
}

export interface Availability {
  availabilityid: string;
  pricemodel: PriceModel;
}

export interface PosterFile {
  size?: string;
  width?: number;
  height?: number;
  url: string;
}

export interface Poster {
  postertype: PosterType;
  file: PosterFile[];
}

export interface ContentDetail {
  packageid: string;
  drmscheme?: DrmScheme[];
  availabilityset?: string[];
}

export interface Trailer {
  trailerid?: string;
  title?: string;
  duration?: number;
  url?: string | null;
  packageid?: string | null;
}

export interface Content {
  objectid: string;
  objecttype?: string;
  category?: string;
  title?: string;
  genre?: string[];
  duration?: number;
  contentlanguage?: string[];
  partnerid?: string;
  poster?: Poster[];
  seriesid?: string | null;
  seasonnum?: number | null;
  episodenum?: number | null;
  seasoncount?: number | null;
  nextepisodeid?: string | null;
  pgratting?: string | null;
  contentdetails?: ContentDetail[];
  trailer?: Trailer[];
}

/** SPEC §3 display language entry. */
export interface DisplayLanguageEntry {
  language: string;
  code?: string;
  isdefault: 'YES' | 'NO';
}

export interface Plan {
  planid: string;
  period?: PlanPeriod;
  paymentdetail?: { trialperioddays?: number | null };
}

export interface TicketCategory {
  apiCategory: string;
  categoryTitle: { ar?: string; en?: string };
}

/** SPEC §3 login response. `success` holds the session token. */
export interface LoginResponse {
  success?: string;
  refreshtoken?: string;
  expiresIn?: number;
  errorcode?: number;
  reason?: string;
  successtype?: SuccessType;
  statusCode?: number;
}

/** SPEC §8 / DESIGN principle 6: one error shape. */
export interface ApiError {
  statusCode?: number;
  errorcode?: number;
  reason?: string;
}

/** SPEC §3 stored login payload used for auto re-login (as openapi/sms.yaml `StoredLoginPayload`). */
export interface StoredLoginPayload {
  params: {
    logintype?: LoginType;
    profileid?: string;
    autologin?: boolean;
    deviceos?: DeviceOs;
    [key: string]: unknown;
  };
}
