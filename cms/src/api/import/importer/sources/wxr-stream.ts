import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import { SourceError } from '../source-story';

/** One element of a record, with its text and CDATA joined. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

const TRUNCATED = 'The WordPress export ends before its end: the file may be truncated.';

/** saxes never expands declared entities, but a file that declares them is an attack or not a WordPress export. */
function refuseDeclarations(doctype: string): void {
  if (/\[|<!ENTITY/i.test(doctype)) {
    throw new SourceError(
      'The WordPress export declares its own entities (a <!DOCTYPE> with an internal subset), which a real export never does: refused for safety.',
    );
  }
}

/** saxes says "12:5: undefined entity."; readers get the line and column spelled out. */
function notWellFormed(error: unknown): SourceError {
  if (error instanceof SourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const spelled = message.replace(/^(\d+):(\d+): /, 'line $1, column $2: ');
  return new SourceError(`The WordPress export is not well-formed XML (${spelled.replace(/\.$/, '')}).`);
}

/**
 * saxes hands out slices of the chunk it reads, and V8 keeps a whole chunk alive for any slice of it:
 * a few attachment addresses would hold the file in memory. A copy holds only itself.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/**
 * Streams the records of a WXR file named in `wanted` (`item`, `wp:author`) as small trees, one at a
 * time: the file is read in chunks and only the record being read is held.
 */
export async function* wxrRecords(file: string, wanted: ReadonlySet<string>): AsyncGenerator<XmlNode> {
  const parser = new SaxesParser({ position: true });
  const open: XmlNode[] = [];
  const ready: XmlNode[] = [];
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('doctype', refuseDeclarations);
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('opentag', (tag) => {
    if (open.length === 0 && !wanted.has(tag.name)) return;
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  parser.on('closetag', () => {
    const node = open.pop();
    if (!node) return;
    node.text = detached(node.text);
    if (open.length === 0) ready.push(node);
  });

  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      try {
        parser.write(first ? chunk.replace(/^\uFEFF/, '') : chunk);
      } catch (error) {
        throw notWellFormed(error);
      }
      first = false;
      yield* ready.splice(0);
    }
    try {
      parser.close();
    } catch {
      throw new SourceError(TRUNCATED);
    }
    yield* ready.splice(0);
  } finally {
    stream.destroy();
  }
}

/** The text of the first child named `name`, trimmed; '' when there is none. */
export const childText = (node: XmlNode, name: string): string =>
  node.children.find((child) => child.name === name)?.text.trim() ?? '';

/** The `wp:postmeta` of a record as key → value. */
export function postMeta(node: XmlNode): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of node.children.filter((child) => child.name === 'wp:postmeta')) {
    meta.set(childText(entry, 'wp:meta_key'), childText(entry, 'wp:meta_value'));
  }
  return meta;
}
