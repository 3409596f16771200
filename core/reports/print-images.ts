import type { Storage } from '../storage.js';

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const MAX_BYTES = 2 * 1024 * 1024;

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Photos for the print view as data: URIs. Our own uploads (`/files/<key>`) are read from storage and
 * data: URIs pass through; anything else is left out, because the PDF renderer must not fetch URLs
 * that a user or an LLM could have chosen.
 */
export async function inlineImages(storage: Storage, urls: (string | null)[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const url of new Set(urls.filter((u): u is string => !!u))) {
    if (url.startsWith('data:image/')) {
      out.set(url, url);
      continue;
    }
    const m = /^\/files\/(.+)$/.exec(url);
    const type = m ? TYPES[m[1]!.split('.').pop()?.toLowerCase() ?? ''] : undefined;
    if (!m || !type) continue;
    try {
      const data = await readAll(storage, m[1]!);
      if (data) out.set(url, `data:${type};base64,${data.toString('base64')}`);
    } catch {
      // An unsafe or unreadable key: the print view shows the initial instead of the photo.
    }
  }
  return out;
}
