// ISO-BMFF (fragmented MP4) boxes: the one reader of the live stream, the media tests and the ClearKey encryption.

export interface Box {
  type: string;
  /** Where the box, its body (after the 8- or 16-byte header) and the box end, in the buffer read. */
  start: number;
  body: number;
  end: number;
}

/** The boxes laid end to end in buf[start, end); a size-0 box runs to `end`. Throws on a box that does not fit. */
export function* boxes(buf: Buffer, start = 0, end = buf.length): Generator<Box> {
  let off = start;
  while (off < end) {
    if (off + 8 > end) throw new Error(`bad box at ${off}: ${end - off} bytes left`);
    let size = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(off + 8));
      header = 16;
    } else if (size === 0) size = end - off;
    if (size < header || off + size > end) throw new Error(`bad box ${type} at ${off}`);
    yield { type, start: off, body: off + header, end: off + size };
    off += size;
  }
}
