/**
 * Stands in for https://js.stripe.com/…/stripe.js in the browser (served through page.route): the Payment
 * Element renders a placeholder, and confirmPayment does what the test asks through `window.__stripeOutcome`:
 * 'redirect' (pays, then returns to return_url like 3-D Secure would), 'succeeded' (pays, no redirect) or
 * 'fail' (a declined card). Paying calls `window.__kochclipPay(intentId)`, which the test exposes to mark the
 * intent paid at the fake Stripe server.
 */
export const STRIPE_JS_STUB = `(() => {
  function Stripe() {
    let clientSecret = '';
    return {
      elements(options) {
        clientSecret = (options && options.clientSecret) || '';
        return {
          create(type) {
            let node = null;
            const handlers = {};
            return {
              mount(target) {
                node = typeof target === 'string' ? document.querySelector(target) : target;
                node.innerHTML = '<div data-testid="stripe-payment-element">Kartennummer 4242 4242 4242 4242</div>';
                setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: type })), 0);
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
              off() {},
              update() {},
              unmount() {},
              destroy() { if (node) node.innerHTML = ''; },
            };
          },
          update() {},
          getElement() { return null; },
          submit: async () => ({}),
        };
      },
      async confirmPayment({ confirmParams, redirect }) {
        const id = clientSecret.split('_secret')[0];
        const outcome = window.__stripeOutcome || 'redirect';
        if (outcome === 'fail') return { error: { type: 'card_error', message: 'Deine Karte wurde abgelehnt.' } };
        if (window.__kochclipPay) await window.__kochclipPay(id);
        if (outcome === 'succeeded' && redirect === 'if_required') return { paymentIntent: { id, status: 'succeeded' } };
        window.location.assign(confirmParams.return_url + '?payment_intent=' + id + '&payment_intent_client_secret=' + clientSecret + '&redirect_status=succeeded');
        return new Promise(() => {});
      },
      // react-stripe-js recognises a Stripe instance by these methods.
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
