import crypto from 'node:crypto';

// Mongo-ObjectId-shaped ids (24 hex: 4-byte time, 5 random bytes, 3-byte counter): the client family expects `_id` strings like these.
const processRandom = crypto.randomBytes(5);
let counter = crypto.randomBytes(3).readUIntBE(0, 3);

export function newId(date: Date = new Date()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(date.getTime() / 1000), 0);
  processRandom.copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}

export const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';
export const isObjectId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
