// Types the rules use, spelled as SPEC §3 spells the fields. Enums come from the generated contract types; entities
// are the minimum the rules read, and `GeneratedFits` (at the end) proves each generated payload fits them.
import type { ApiError as SdkApiError } from '@ott/sdk';
import type { components as CmsComponents } from '@ott/sdk/types/cms';
import type { components as CrmComponents } from '@ott/sdk/types/crm';
import type { components as SmsComponents } from '@ott/sdk/types/sms';

type Sms = SmsComponents['schemas'];
type Cms = CmsComponents['schemas'];
type Crm = CrmComponents['schemas'];

/** Injected clock: rules never read the time themselves. */
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
export type PriceModel = Sms['PriceModel'];
export type Quality = Sms['Quality'];
export type SubscriptionStatus = Sms['SubscriptionStatus'];
export type DeviceOs = Sms['DeviceOs'];
export type DrmScheme = Cms['DrmScheme'];
export type PosterType = Cms['PosterType'];
export type LoginType = Sms['LoginType'];
export type SuccessType = Sms['SuccessType'];
export type TicketState = Crm['TicketState'];
/** App-side download states (SPEC §3); no back-end carries them. */
export type DownloadState = 'queued' | 'downloading' | 'paused';
export type PlanPeriod = Sms['PlanPeriod'];

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

/**
 * SPEC §8: one error shape — the fields of the SDK's `ApiError` the rules read (a thrown `ApiError` is one; so is a
 * failure body).
 */
export type ApiError = Partial<Pick<SdkApiError, 'statusCode' | 'errorcode' | 'reason'>>;

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

/** Compile-time proof: each generated payload type is assignable to the domain type the rules take. */
type Fits<Domain, Generated extends Domain> = Generated;
export type GeneratedFits = [
  Fits<Subscription, Sms['Subscription']>,
  Fits<Purchase, Sms['Purchase']>,
  Fits<Availability, Sms['Availability']>,
  Fits<Profile, Sms['Profile']>,
  Fits<SubscriberDetails, Sms['SubscriberDetails']>,
  Fits<LoginResponse, Sms['LoginResponse']>,
  Fits<Content, Cms['Content']>,
  Fits<Plan, Sms['Plan']>,
];
