/**
 * How long a miss waits for the same answer being made by another request: its stream keeps
 * pace with its reader, so a slow reader must not hold everyone else's answer.
 */
const FLIGHT_WAIT_MS = 2000;

/** Answers being made, by key (issue 32): later misses of one wait for it (single flight). */
export class Flights {
  private readonly flights = new Map<string, Promise<void>>();

  /**
   * The end of `key`'s flight, or of FLIGHT_WAIT_MS; undefined at once, with no await, when
   * there is none: the caller then leads before anyone else can look.
   */
  wait(key: string): Promise<void> | undefined {
    const flight = this.flights.get(key);
    if (!flight) return undefined;
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      flight,
      new Promise<void>((r) => {
        timer = setTimeout(r, FLIGHT_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** The caller makes `key`'s answer: later misses wait until the returned `end` is called. */
  lead(key: string): () => void {
    let done!: () => void;
    const flight = new Promise<void>((r) => {
      done = r;
    });
    this.flights.set(key, flight);
    return () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      done();
    };
  }
}
