// orval mutators: each generated hook calls one of these, and they all go through the one transport.
// orval reads this file statically: keep each a plain exported arrow function with an explicit second parameter.
import { getTransport } from './transport';

export const smsFetch = <T>(url: string, options?: RequestInit): Promise<T> =>
  getTransport().call<T>('sms', url, options);
export const cmsFetch = <T>(url: string, options?: RequestInit): Promise<T> =>
  getTransport().call<T>('cms', url, options);
export const crmFetch = <T>(url: string, options?: RequestInit): Promise<T> =>
  getTransport().call<T>('crm', url, options);
export const chargeFetch = <T>(url: string, options?: RequestInit): Promise<T> =>
  getTransport().call<T>('charge', url, options);
export const configFetch = <T>(url: string, options?: RequestInit): Promise<T> =>
  getTransport().call<T>('config', url, options);
