/**
 * Whether pushes may go to an endpoint: `deliverable` (https, every address of its host public), `refused`
 * (not https, credentials in it, or a private, loopback or link-local address) or `unresolved` (the host's
 * name did not resolve right now: a DNS failure or timeout that may pass, so the member is asked to retry).
 */
export type TEndpointVerdict = 'deliverable' | 'refused' | 'unresolved';

/**
 * What the push procedures need from the server: the VAPID public key browsers subscribe with, and the check
 * that an endpoint is one we may deliver to (public host; the server decides how names are resolved).
 */
export interface TPushGateway {
  publicKey: string;
  checkEndpoint: (endpoint: string) => Promise<TEndpointVerdict>;
}
