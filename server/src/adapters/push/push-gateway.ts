import type { TPushGateway } from '@kochclip/routers/ports';
import { checkEndpoint, type TPushEndpointPolicy } from './endpoint-policy';
import type { TVapidKeys } from './vapid-keys';

export function createPushGateway(vapid: TVapidKeys, policy: TPushEndpointPolicy): TPushGateway {
  return {
    publicKey: vapid.publicKey,
    checkEndpoint: (endpoint) => checkEndpoint(endpoint, policy),
  };
}
