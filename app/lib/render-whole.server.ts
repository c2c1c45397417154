/**
 * Issue 32: a page React renders whole (every page waits for all its content, entry.server.tsx)
 * collected as one buffer. React's `pipe` takes any object with `write`, `end`, `on` and
 * `destroy`; this one keeps each chunk (React writes 4 KB views it never touches again, and long
 * strings as they are) and joins them at the end, without a Node stream's bookkeeping per chunk,
 * a web stream, or decoding and encoding the page again on the way.
 */
export function renderWhole(
  pipe: (destination: NodeJS.WritableStream) => unknown,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    interface Destination {
      write(chunk: Uint8Array | string): boolean;
      end(): void;
      destroy(error?: unknown): void;
      on(): Destination;
    }
    const destination: Destination = {
      write(chunk: Uint8Array | string): boolean {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        chunks.push(bytes);
        size += bytes.byteLength;
        return true;
      },
      end(): void {
        resolve(Buffer.concat(chunks, size));
      },
      destroy(error?: unknown): void {
        reject(error ?? new Error('The page stopped before it was written whole.'));
      },
      on() {
        return destination;
      },
    };
    pipe(destination as unknown as NodeJS.WritableStream);
  });
}
