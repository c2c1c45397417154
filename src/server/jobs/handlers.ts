import { analyticsRetentionJob } from './analytics-retention.ts';
import { blobMigrationJob } from './blob-migration.ts';
import { dataExportExpiryJob, dataExportJob } from './data-export.ts';
import { imageAlikesJob } from './image-alikes.ts';
import { imageVariantsJob } from './image-variants.ts';
import { importJob } from './import.ts';
import { mailJob } from './mail.ts';
import { notificationDigestJob } from './notification-digest.ts';
import { notificationMailJob } from './notification-mail.ts';
import { pushNotificationJob } from './push-notification.ts';
import type { JobHandler } from './queue.ts';

/** Every kind of job, one handler a file (decision 048). */
export const JOB_HANDLERS: readonly JobHandler[] = [
  mailJob,
  notificationMailJob,
  pushNotificationJob,
  notificationDigestJob,
  analyticsRetentionJob,
  imageVariantsJob,
  imageAlikesJob,
  importJob,
  dataExportJob,
  dataExportExpiryJob,
  blobMigrationJob,
];
