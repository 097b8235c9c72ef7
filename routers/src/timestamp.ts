export { ZTimestamp } from '@kochclip/core/raw-routes';
