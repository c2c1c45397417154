import { z } from 'zod';
import { sendMail } from '../services/platform/mail.ts';
import type { JobHandler } from './queue.ts';

const QueuedMail = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable().optional(),
  listUnsubscribe: z.string().optional(),
  locale: z.string().optional(),
  origin: z.url(),
  queuedAt: z.number().int().nonnegative(),
});

/**
 * Decision 048: one mail, drafted by the request that queued it. Idempotent as far as mail can
 * be: a retry writes the same outbox file, or sends the same Message-ID.
 */
export const mailJob: JobHandler = {
  name: 'mail',
  retryLimit: 5,
  retryDelay: 30,
  expireInSeconds: 120,
  async run(ctx, data, job) {
    const { origin, queuedAt, ...mail } = QueuedMail.parse(data);
    await sendMail(
      { ...ctx, publicOrigin: origin },
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}),
        ...(mail.locale ? { locale: mail.locale } : {}),
      },
      `${String(queuedAt).padStart(14, '0')}-${job.id}`,
    );
  },
};
