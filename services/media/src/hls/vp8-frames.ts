/** A VP8 frame out of its RTP payloads (RFC 7741); undefined when its first partition does not start it. */
export function depacketizeVp8(payloads: Buffer[]): { frame: Buffer; keyframe: boolean } | undefined {
  const parts: Buffer[] = [];
  for (const [index, payload] of payloads.entries()) {
    const descriptor = vp8DescriptorSize(payload);
    if (descriptor === undefined) return undefined;
    const startsPartition0 = (payload[0]! & 0x10) !== 0 && (payload[0]! & 0x0f) === 0;
    if (index === 0 && !startsPartition0) return undefined;
    parts.push(payload.subarray(descriptor));
  }
  const frame = Buffer.concat(parts);
  if (frame.length < 3) return undefined;
  // The frame tag's first bit is 0 for a key frame.
  return { frame, keyframe: (frame[0]! & 0x01) === 0 };
}

/** Bytes of the VP8 payload descriptor at the start of `payload`. */
function vp8DescriptorSize(payload: Buffer): number | undefined {
  if (payload.length < 1) return undefined;
  let size = 1;
  if (payload[0]! & 0x80) {
    const extension = payload[1];
    if (extension === undefined) return undefined;
    size = 2;
    if (extension & 0x80) size += payload[size]! & 0x80 ? 2 : 1; // PictureID, 7 or 15 bits
    if (extension & 0x40) size += 1; // TL0PICIDX
    if (extension & 0x30) size += 1; // TID / KEYIDX
  }
  return size < payload.length ? size : undefined;
}
