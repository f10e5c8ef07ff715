#!/usr/bin/env node
// CENC ('cenc', AES-128-CTR) encryption in place of the fMP4 segments ffmpeg's dash muxer writes: Debian 12's ffmpeg 5.1
// writes no per-fragment senc/saiz/saio boxes, so no player could decrypt its own output. Deterministic IVs.
// Usage: node --import tsx apps/sandbox/scripts/media/cenc-encrypt.mjs <dir> <kid hex> <key hex>
import { createCipheriv, createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boxes as boxesIn } from '../../src/media/boxes.ts';

// init: avc1/mp4a → encv/enca + sinf (frma, schm 'cenc', tenc with the KID) and a W3C ClearKey `pssh` v1 naming it.
// media: an 8-byte IV per sample (SHA-256 of KID, track, decode time, index); H.264 by subsample (NAL length, header
// and slice start clear, protected part a multiple of 16; parameter sets and SEI clear), AAC whole; saiz + saio +
// senc added to each traf, trun offsets and the sidx size corrected. Only ffmpeg's dash output; anything else fails.
const CLEARKEY_COMMON_SYSTEM_ID = '1077efecc0b24d02ace33c1e52e2fb4b';
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex', 'dinf', 'edts']);

function fail(message) {
  console.error(`cenc-encrypt: ${message}`);
  process.exit(1);
}

/** Parse boxes in buf[start,end) into { type, payload | children, prefix? }. */
function parseBoxes(buf, start = 0, end = buf.length) {
  const out = [];
  for (const b of boxesIn(buf, start, end)) {
    const body = buf.subarray(b.body, b.end);
    if (CONTAINERS.has(b.type)) out.push({ type: b.type, children: parseBoxes(buf, b.body, b.end) });
    else if (b.type === 'stsd') {
      // full box header (4) + entry count (4), then sample entries
      out.push({ type: b.type, prefix: body.subarray(0, 8), children: parseBoxes(body, 8) });
    } else out.push({ type: b.type, payload: Buffer.from(body) });
  }
  return out;
}

function box(type, ...parts) {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function fullBox(type, version, flags, ...parts) {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...parts);
}

function serialize(boxes) {
  return Buffer.concat(
    boxes.map((b) => {
      if (b.raw) return b.raw;
      if (b.children) return box(b.type, b.prefix ?? Buffer.alloc(0), serialize(b.children));
      return box(b.type, b.payload);
    }),
  );
}

const find = (boxes, type) => boxes.find((b) => b.type === type);
function path(boxes, ...types) {
  let cur = { children: boxes };
  for (const t of types) {
    cur = find(cur.children ?? [], t);
    if (!cur) return undefined;
  }
  return cur;
}

/** Encrypt an init segment; returns { handler, nalLengthSize }. */
function encryptInit(file, kid) {
  const boxes = parseBoxes(readFileSync(file));
  const moov = find(boxes, 'moov');
  const traks = moov?.children.filter((b) => b.type === 'trak') ?? [];
  if (traks.length !== 1) fail(`${file}: expected exactly one trak`);
  const handler = path(traks[0].children, 'mdia', 'hdlr').payload.toString('latin1', 8, 12);
  const stsd = path(traks[0].children, 'mdia', 'minf', 'stbl', 'stsd');
  if (stsd.children.length !== 1) fail(`${file}: expected one sample entry`);
  const entry = stsd.children[0];
  const original = entry.type;
  // Sample entry payload: fixed fields (78 bytes video, 28 bytes audio) then child boxes.
  const fixed = { avc1: 78, mp4a: 28 }[original];
  if (fixed === undefined) fail(`${file}: unsupported sample entry ${original}`);
  const entryChildren = parseBoxes(entry.payload, fixed);
  let nalLengthSize = 0;
  if (original === 'avc1') {
    const avcC = find(entryChildren, 'avcC');
    nalLengthSize = (avcC.payload[4] & 0x03) + 1;
  }
  const tenc = fullBox(
    'tenc',
    0,
    0,
    Buffer.from([0, 0, 1, 8]), // reserved, reserved, default_isProtected = 1, default_Per_Sample_IV_Size = 8
    Buffer.from(kid, 'hex'),
  );
  const frma = box('frma', Buffer.from(original, 'latin1'));
  const schm = fullBox('schm', 0, 0, Buffer.from('cenc', 'latin1'), Buffer.from([0, 1, 0, 0]));
  const sinf = box('sinf', frma, schm, box('schi', tenc));
  stsd.children[0] = {
    type: original === 'avc1' ? 'encv' : 'enca',
    payload: Buffer.concat([entry.payload.subarray(0, fixed), serialize(entryChildren), sinf]),
  };
  const kidCount = Buffer.alloc(4);
  kidCount.writeUInt32BE(1, 0);
  const pssh = fullBox(
    'pssh',
    1,
    0,
    Buffer.from(CLEARKEY_COMMON_SYSTEM_ID, 'hex'),
    kidCount,
    Buffer.from(kid, 'hex'),
    Buffer.alloc(4), // DataSize 0
  );
  moov.children.push({ type: 'pssh', payload: pssh.subarray(8) });
  writeFileSync(file, serialize(boxes));
  return { handler, nalLengthSize };
}

/** Clear/protected split of one H.264 sample (length-prefixed NAL units). */
function avcSubsamples(sample, nalLengthSize) {
  const subs = [];
  let off = 0;
  let pendingClear = 0;
  while (off < sample.length) {
    let len = 0;
    for (let i = 0; i < nalLengthSize; i++) len = len * 256 + sample[off + i];
    const nalType = sample[off + nalLengthSize] & 0x1f;
    const total = nalLengthSize + len;
    if (off + total > sample.length) fail('NAL unit overruns its sample');
    const isSlice = nalType >= 1 && nalType <= 5;
    const minClear = nalLengthSize + 32; // NAL header and the start of the slice header stay readable
    if (isSlice && total > minClear + 16) {
      const prot = Math.floor((total - minClear) / 16) * 16;
      subs.push({ clear: pendingClear + total - prot, prot });
      pendingClear = 0;
    } else pendingClear += total;
    off += total;
  }
  if (pendingClear > 0) subs.push({ clear: pendingClear, prot: 0 });
  // senc stores clear sizes as 16-bit: split any over-long clear run.
  const out = [];
  for (const s of subs) {
    let clear = s.clear;
    while (clear > 0xffff) {
      out.push({ clear: 0xffff, prot: 0 });
      clear -= 0xffff;
    }
    out.push({ clear, prot: s.prot });
  }
  return out;
}

function encryptSegment(file, track, kid, key) {
  const buf = readFileSync(file);
  const boxes = parseBoxes(buf);
  const moofIndex = boxes.findIndex((b) => b.type === 'moof');
  const mdatIndex = boxes.findIndex((b) => b.type === 'mdat');
  if (moofIndex < 0 || mdatIndex !== moofIndex + 1 || boxes.filter((b) => b.type === 'moof').length !== 1) {
    fail(`${file}: expected one moof followed by its mdat`);
  }
  const moof = boxes[moofIndex];
  const oldMoofSize = serialize([moof]).length;
  const mdat = boxes[mdatIndex];
  const trafs = moof.children.filter((b) => b.type === 'traf');
  if (trafs.length !== 1) fail(`${file}: expected one traf`);
  const traf = trafs[0];
  const tfhd = find(traf.children, 'tfhd').payload;
  const tfhdFlags = tfhd.readUInt32BE(0) & 0xffffff;
  if (!(tfhdFlags & 0x020000) || tfhdFlags & 0x000001)
    fail(`${file}: only default-base-is-moof is supported`);
  let p = 8; // flags + track_ID
  if (tfhdFlags & 0x02) p += 4; // sample_description_index
  if (tfhdFlags & 0x08) p += 4; // default_sample_duration
  const defaultSize = tfhdFlags & 0x10 ? tfhd.readUInt32BE(p) : 0;
  const tfdt = find(traf.children, 'tfdt').payload;
  const decodeTime = tfdt[0] === 1 ? tfdt.readBigUInt64BE(4) : BigInt(tfdt.readUInt32BE(4));
  const truns = traf.children.filter((b) => b.type === 'trun');
  if (truns.length !== 1) fail(`${file}: expected one trun`);
  const trun = truns[0].payload;
  const trunFlags = trun.readUInt32BE(0) & 0xffffff;
  if (!(trunFlags & 0x01)) fail(`${file}: trun without data offset`);
  const count = trun.readUInt32BE(4);
  const dataOffset = trun.readInt32BE(8);
  let q = 12;
  if (trunFlags & 0x04) q += 4;
  const perSample =
    (trunFlags & 0x100 ? 4 : 0) +
    (trunFlags & 0x200 ? 4 : 0) +
    (trunFlags & 0x400 ? 4 : 0) +
    (trunFlags & 0x800 ? 4 : 0);
  const sizes = [];
  for (let i = 0; i < count; i++) {
    const base = q + i * perSample + (trunFlags & 0x100 ? 4 : 0);
    sizes.push(trunFlags & 0x200 ? trun.readUInt32BE(base) : defaultSize);
  }
  // mdat payload starts oldMoofSize + 8 bytes after the moof start (mdat header of 8 bytes).
  const mdatStart = oldMoofSize + 8;
  const data = Buffer.from(mdat.payload);
  let pos = dataOffset - mdatStart;
  if (pos < 0) fail(`${file}: data offset points before mdat`);
  const sencEntries = [];
  const infoSizes = [];
  for (let i = 0; i < count; i++) {
    const sample = data.subarray(pos, pos + sizes[i]);
    const iv = createHash('sha256')
      .update(`${kid}:${track.handler}:${decodeTime}:${i}`)
      .digest()
      .subarray(0, 8);
    const cipher = createCipheriv(
      'aes-128-ctr',
      Buffer.from(key, 'hex'),
      Buffer.concat([iv, Buffer.alloc(8)]),
    );
    if (track.handler === 'vide') {
      const subs = avcSubsamples(sample, track.nalLengthSize);
      let o = 0;
      const info = [iv, Buffer.alloc(2)];
      info[1].writeUInt16BE(subs.length, 0);
      for (const s of subs) {
        o += s.clear;
        if (s.prot > 0) cipher.update(sample.subarray(o, o + s.prot)).copy(sample, o);
        o += s.prot;
        const e = Buffer.alloc(6);
        e.writeUInt16BE(s.clear, 0);
        e.writeUInt32BE(s.prot, 2);
        info.push(e);
      }
      const entry = Buffer.concat(info);
      sencEntries.push(entry);
      infoSizes.push(entry.length);
    } else {
      cipher.update(sample).copy(sample, 0);
      sencEntries.push(iv);
      infoSizes.push(8);
    }
    pos += sizes[i];
  }
  mdat.payload = data;

  const hasSubsamples = track.handler === 'vide';
  const countBuf = Buffer.alloc(4);
  countBuf.writeUInt32BE(count, 0);
  const allSame = infoSizes.every((s) => s === infoSizes[0]);
  const saiz = fullBox(
    'saiz',
    0,
    0,
    Buffer.from([allSame ? infoSizes[0] : 0]),
    countBuf,
    allSame ? Buffer.alloc(0) : Buffer.from(infoSizes),
  );
  if (!allSame && infoSizes.some((s) => s > 255)) fail(`${file}: sample aux info over 255 bytes`);
  const saioPlaceholder = { type: 'saio', payload: Buffer.alloc(12) };
  const senc = {
    type: 'senc',
    payload: fullBox('senc', 0, hasSubsamples ? 2 : 0, countBuf, ...sencEntries).subarray(8),
  };
  traf.children.push({ type: 'saiz', payload: saiz.subarray(8) }, saioPlaceholder, senc);

  // Lay out the new moof to find the senc sample data offset (relative to the moof start).
  let layout = serialize([moof]);
  const sencAt = layout.indexOf(Buffer.from('senc', 'latin1')) - 4;
  const saioPayload = Buffer.alloc(12);
  saioPayload.writeUInt32BE(0, 0); // version 0, flags 0
  saioPayload.writeUInt32BE(1, 4); // entry_count
  saioPayload.writeUInt32BE(sencAt + 8 + 4 + 4, 8); // box header, version/flags, sample_count
  saioPlaceholder.payload = saioPayload;
  layout = serialize([moof]);
  const delta = layout.length - oldMoofSize;
  truns[0].payload.writeInt32BE(dataOffset + delta, 8);

  const sidx = find(boxes, 'sidx');
  if (sidx) {
    const s = sidx.payload;
    const refStart = s[0] === 1 ? 4 + 4 + 4 + 16 + 2 + 2 : 4 + 4 + 4 + 8 + 2 + 2;
    const refCount = s.readUInt16BE(refStart - 2);
    if (refCount !== 1) fail(`${file}: sidx with ${refCount} references`);
    const word = s.readUInt32BE(refStart);
    s.writeUInt32BE((((word & 0x7fffffff) + delta) | (word & 0x80000000)) >>> 0, refStart);
  }
  writeFileSync(file, serialize(boxes));
}

const [dir, kid, key] = process.argv.slice(2);
if (!dir || !/^[0-9a-f]{32}$/.test(kid ?? '') || !/^[0-9a-f]{32}$/.test(key ?? '')) {
  fail('usage: node --import tsx cenc-encrypt.mjs <dir> <kid: 32 hex> <key: 32 hex>');
}
const files = readdirSync(dir).sort();
const inits = files.filter((f) => /^init-\d+\.m4s$/.test(f));
if (inits.length === 0) fail(`no init-<n>.m4s in ${dir}`);
let segments = 0;
for (const init of inits) {
  const id = init.match(/^init-(\d+)\.m4s$/)[1];
  const track = encryptInit(join(dir, init), kid);
  for (const seg of files.filter((f) => f.startsWith(`seg-${id}-`) && f.endsWith('.m4s'))) {
    encryptSegment(join(dir, seg), track, kid, key);
    segments++;
  }
}
console.log(`cenc-encrypt: ${inits.length} init and ${segments} media segments encrypted in ${dir}`);
