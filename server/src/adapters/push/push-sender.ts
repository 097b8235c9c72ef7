import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { TPushMessage } from '@kochclip/routers/server';
import { pushLookup, type TPushEndpointPolicy } from './endpoint-policy';
import type { TVapidKeys } from './vapid-keys';

export interface TPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface TPushSenderConfig {
  vapid: TVapidKeys;
  /** mailto: or https: contact the push services may use (VAPID `sub`). */
  subject: string;
  policy: TPushEndpointPolicy;
  /** How long the push service keeps an undelivered message, in seconds. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/** The push service's answer: 201 delivered, 404/410 gone, anything else a failure. */
export type TSendPush = (target: TPushTarget, message: TPushMessage) => Promise<{ status: number }>;

const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Encrypts (RFC 8291) and signs (VAPID) with web-push, then posts through our own request: web-push's client
 * connects anywhere, ours checks the connected address against the endpoint policy.
 */
export function createPushSender(config: TPushSenderConfig): TSendPush {
  const lookup = pushLookup(config.policy);
  const timeoutMs = config.timeoutMs ?? 10_000;
  return (target, message) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: config.subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey },
        TTL: config.ttlSeconds ?? 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      },
    );
    const url = new URL(details.endpoint);
    const client = url.protocol === 'http:' ? http : https;
    return new Promise((resolve, reject) => {
      const request = client.request(url, {
        method: details.method,
        headers: details.headers,
        agent: false,
        lookup,
        timeout: timeoutMs,
      });
      const deadline = setTimeout(() => request.destroy(new Error('Push-Dienst antwortet nicht')), timeoutMs);
      request.on('timeout', () => request.destroy(new Error('Push-Dienst antwortet nicht')));
      request.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      request.on('response', (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error('Antwort des Push-Dienstes zu groß'));
        });
        response.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: response.statusCode ?? 0 });
        });
      });
      request.end(details.body ?? undefined);
    });
  };
}
