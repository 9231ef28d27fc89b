// A DNS server on a free UDP port of 127.0.0.1 answering A questions from a table the test changes, as Docker's
// embedded DNS does for containers that come and go.
import dgram from 'node:dgram';

export interface RunningDnsServer {
  /** `127.0.0.1:PORT`, for nginx's `resolver`. */
  address: string;
  /** No addresses: the name is unknown (NXDOMAIN). */
  answer(name: string, addresses: string[]): void;
  stop(): Promise<void>;
}

const TYPE_A = 1;
const CLASS_IN = 1;
const NXDOMAIN = 3;

function readQuestion(query: Buffer): { name: string; end: number; type: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    labels.push(query.toString('latin1', at + 1, at + 1 + query[at]!));
    at += 1 + query[at]!;
  }
  const type = query.readUInt16BE(at + 1);
  return { name: labels.join('.').toLowerCase(), end: at + 5, type };
}

function reply(query: Buffer, table: Map<string, string[]>): Buffer {
  const { name, end, type } = readQuestion(query);
  const addresses = table.get(name);
  const found = type === TYPE_A ? (addresses ?? []) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the question's id
  // A response, recursion as asked and available, NXDOMAIN for a name nobody has.
  header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | (addresses ? 0 : NXDOMAIN), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(found.length, 6);
  const answers = found.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(600, 6); // Docker's TTL; nginx's `valid` decides how long it keeps the answer
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((octet, index) => record.writeUInt8(Number(octet), 12 + index));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, end), ...answers]);
}

export async function startDnsServer(): Promise<RunningDnsServer> {
  const table = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    if (query.length > 12) socket.send(reply(query, table), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    answer: (name, addresses) => {
      if (addresses.length > 0) table.set(name.toLowerCase(), addresses);
      else table.delete(name.toLowerCase());
    },
    stop: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
