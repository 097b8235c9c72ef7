/**
 * What the push procedures need from the server: the VAPID public key browsers subscribe with, and the check
 * that an endpoint is one we may deliver to (public host; the server decides how names are resolved).
 */
export interface TPushGateway {
  publicKey: string;
  /** Resolves to true when pushes may be sent to this endpoint. */
  isDeliverableEndpoint: (endpoint: string) => Promise<boolean>;
}
