// The details screen's not-found case (HTTP 404 / the contract's 4040): the domain's one rule.
export { isNotFound } from '@ott/domain';
