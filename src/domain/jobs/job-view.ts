// What employees see of the job queue (decision 048): the server's answer and the admin page's props.

/** One job as employees see it (decision 048). */
export interface JobView {
  id: string;
  queue: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  /** why the last run failed, when it did */
  reason: string | null;
  /** how far a long job has come, in its own words (a blob migration's objects and bytes) */
  progress: string | null;
  createdAt: string;
  /** when it last ended (failed, completed or cancelled); null while waiting or running */
  endedAt: string | null;
}

export interface QueueDepth {
  queue: string;
  /** waiting to run, retries included */
  queued: number;
  active: number;
  failed: number;
}
