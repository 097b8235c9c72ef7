import type { TEnv } from '../env';
import type { TPrivacyFacts } from './legal-defaults';

const hostOf = (url: string | undefined, fallback: string | null) => (url ? new URL(url).host : fallback);

/** What the default Datenschutzerklärung says this instance talks to, read from the same settings that switch it on. */
export function privacyFactsOf(env: TEnv): TPrivacyFacts {
  const ai = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  return {
    stripe: Boolean(env.STRIPE_SECRET_KEY),
    aiHost: ai ? hostOf(env.OPENAI_BASE_URL, 'api.openai.com') : null,
    aiImages: ai && Boolean(env.OPENAI_IMAGE_MODEL),
    aiSpeech: env.SPEECH_ENGINE === 'openai' || (env.SPEECH_ENGINE === 'auto' && Boolean(env.OPENAI_API_KEY)),
    // Push is always set up (VAPID keys are generated when none are configured); it is used once a member turns it on.
    push: true,
    s3Host: env.S3_BUCKET ? hostOf(env.S3_ENDPOINT, `${env.S3_BUCKET} (AWS S3, ${env.S3_REGION})`) : null,
    // Without SMTP_URL mails are files on this server (MAIL_DIR) and no mail service is involved.
    smtpHost: hostOf(env.SMTP_URL, null),
  };
}
