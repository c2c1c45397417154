import yauzl from 'yauzl';

/** Every entry of a ZIP in memory (tests only: the ZIPs here are small). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** tessera.json as the tests read it (decision 052's format). */
export interface ExportDocument {
  format: string;
  version: number;
  profile: { username: string; firstName: string; about: string };
  boardOrder: number[];
  boards: {
    id: number;
    name: string;
    description: string;
    folder: string;
    createdAt: string;
    sections: { id: number; title: string; sortOrder: number }[];
  }[];
  pins: {
    id: number;
    boardId: number | null;
    sectionId: number | null;
    title: string;
    description: string;
    link: string | null;
    createdAt: string;
    imageSignature: string;
    image: { path: string; sha256: string; bytes: number } | null;
  }[];
  favourites: { pinId: number; createdAt: string }[];
  follows: { users: { username: string }[]; boards: { owner: string; slug: string }[] };
}
