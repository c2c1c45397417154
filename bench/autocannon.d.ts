// autocannon ships no types and @types/autocannon is not installed; this covers the part of
// its programmatic API the bench uses (autocannon 8).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
    /** requests per second over all connections */
    overallRate?: number;
    method?: string;
    /** each connection loops over these; setupRequest may change one before it is sent */
    requests?: RequestSpec[];
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** bench/lean-load.ts: keep the body for onResponse (it is dropped otherwise) */
    keepBody?: boolean;
    setupRequest?: (req: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }) => object;
    onResponse?: (
      status: number,
      body: string,
      context: object,
      headers: Record<string, string>,
    ) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
