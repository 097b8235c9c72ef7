import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Stripe-compatible HTTP server for the calls Kochclip makes, so the real `stripe` SDK runs offline
 * (pointed here with its host/port/protocol settings). Objects follow Stripe's API shapes as of 2025+: the
 * billing period lives on subscription items, the first invoice carries `confirmation_secret`.
 */
export interface TFakeStripeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; current_period_end: number; price: { id: string; recurring: { interval: string } } }[];
  };
  latest_invoice: string;
}

interface TIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  customer: string;
  amount: number;
  currency: string;
}

const PRICES: Record<string, { id: string; interval: string; amount: number }> = {
  kochclip_monthly: { id: 'price_monthly_test', interval: 'month', amount: 499 },
  kochclip_yearly: { id: 'price_yearly_test', interval: 'year', amount: 3999 },
};

export interface TFakeStripe {
  port: number;
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  subscriptions: Map<string, TFakeStripeSubscription>;
  intents: Map<string, TIntent>;
  /** Request lines seen, e.g. 'POST /v1/customers'. */
  calls: string[];
  /** What a successful card payment does at Stripe: the intent succeeds and its subscription becomes active. */
  pay: (intentId: string) => TFakeStripeSubscription;
  /** An intent of a customer, for foreign/unfinished payment cases. */
  addIntent: (intent: Partial<TIntent> & { customer: string }) => TIntent;
  close: () => Promise<void>;
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`;
const now = () => Math.floor(Date.now() / 1000);

function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
  res.end(JSON.stringify(body));
}

const missing = (res: ServerResponse, what: string) =>
  send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<TFakeStripe> {
  const customers: TFakeStripe['customers'] = new Map();
  const subscriptions: TFakeStripe['subscriptions'] = new Map();
  const intents: TFakeStripe['intents'] = new Map();
  const intentOfSubscription = new Map<string, string>();
  const calls: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push(`${req.method} ${url.pathname}`);
      const form = await readBody(req);
      const [, , resource, id] = url.pathname.split('/');

      if (req.method === 'POST' && resource === 'customers') {
        const customer = { id: nextId('cus'), object: 'customer', email: form.get('email') ?? '', metadata: metadataOf(form) };
        customers.set(customer.id, customer);
        return send(res, 200, customer);
      }
      if (req.method === 'GET' && resource === 'prices') {
        const key = url.searchParams.get('lookup_keys[0]') ?? '';
        const price = PRICES[key];
        const data = price
          ? [
              {
                id: price.id,
                object: 'price',
                lookup_key: key,
                unit_amount: price.amount,
                currency: 'eur',
                recurring: { interval: price.interval },
              },
            ]
          : [];
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (req.method === 'POST' && resource === 'subscriptions' && !id) {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return missing(res, `customer: '${customer}'`);
        const priceId = form.get('items[0][price]') ?? '';
        const price = Object.values(PRICES).find((p) => p.id === priceId);
        if (!price) return missing(res, `price: '${priceId}'`);
        const intent: TIntent = {
          id: nextId('pi'),
          object: 'payment_intent',
          status: 'requires_payment_method',
          customer,
          amount: price.amount,
          currency: 'eur',
        };
        intents.set(intent.id, intent);
        const invoiceId = nextId('in');
        const subscription: TFakeStripeSubscription = {
          id: nextId('sub'),
          object: 'subscription',
          status: 'incomplete',
          customer,
          created: now(),
          metadata: metadataOf(form),
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                current_period_end: now() + (price.interval === 'year' ? 365 : 30) * 86_400,
                price: { id: price.id, recurring: { interval: price.interval } },
              },
            ],
          },
          latest_invoice: invoiceId,
        };
        subscriptions.set(subscription.id, subscription);
        intentOfSubscription.set(subscription.id, intent.id);
        const expanded = form.getAll('expand[0]').includes('latest_invoice.confirmation_secret');
        return send(res, 200, {
          ...subscription,
          latest_invoice: expanded
            ? {
                id: invoiceId,
                object: 'invoice',
                confirmation_secret: { client_secret: `${intent.id}_secret_test`, type: 'payment_intent' },
              }
            : invoiceId,
        });
      }
      if (req.method === 'GET' && resource === 'subscriptions' && !id) {
        const customer = url.searchParams.get('customer');
        const data = [...subscriptions.values()].filter((s) => s.customer === customer);
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      if (req.method === 'DELETE' && resource === 'subscriptions' && id) {
        const subscription = subscriptions.get(id);
        if (!subscription) return missing(res, `subscription: '${id}'`);
        subscription.status = 'canceled';
        return send(res, 200, subscription);
      }
      if (req.method === 'GET' && resource === 'payment_intents' && id) {
        const intent = intents.get(id);
        return intent ? send(res, 200, intent) : missing(res, `payment_intent: '${id}'`);
      }
      if (req.method === 'POST' && resource === 'billing_portal') {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return missing(res, `customer: '${customer}'`);
        return send(res, 200, {
          id: nextId('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          url: `https://billing.stripe.com/p/session/${nextId('test')}`,
        });
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    customers,
    subscriptions,
    intents,
    calls,
    pay(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`unknown intent ${intentId}`);
      intent.status = 'succeeded';
      const subscriptionId = [...intentOfSubscription].find(([, pi]) => pi === intentId)?.[0];
      const subscription = subscriptionId ? subscriptions.get(subscriptionId) : undefined;
      if (!subscription) throw new Error(`no subscription for ${intentId}`);
      subscription.status = 'active';
      return subscription;
    },
    addIntent(partial) {
      const intent: TIntent = {
        id: nextId('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        amount: 499,
        currency: 'eur',
        ...partial,
      };
      intents.set(intent.id, intent);
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
