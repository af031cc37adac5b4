import { createHash } from 'node:crypto';

/**
 * Checks of crypto receiving addresses, so a typo is refused when the account is added rather
 * than found when the operator pays. No library for either is in the dependencies, and each
 * check is a few lines over node:crypto.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text to bytes (leading '1's are leading zero bytes); undefined for a foreign character. */
function base58Decode(text: string): Buffer | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = /^1*/.exec(text)![0].length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * A TRON address (TRC-20 USDT): base58check of 0x41 and a 20-byte account, 34 characters
 * starting with T, whose last 4 bytes are the first 4 of the double SHA-256 of the rest.
 */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}

// Keccak-256 (the pre-standard SHA-3 Ethereum uses; node's 'sha3-256' pads differently and
// gives other digests). 64-bit lanes as BigInt: slow, but an address is 40 characters.
const MASK = (1n << 64n) - 1n;
const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];
const rotl = (x: bigint, n: number) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK);

function keccakF(state: bigint[]) {
  for (const rc of ROUND_CONSTANTS) {
    const c = [0, 1, 2, 3, 4].map(
      (x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!,
    );
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d;
    }
    const b = new Array<bigint>(25);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!);
    }
    for (let i = 0; i < 25; i++) {
      const x = i % 5;
      const row = i - x;
      state[i] = b[i]! ^ (~b[row + ((x + 1) % 5)]! & MASK & b[row + ((x + 2) % 5)]!);
    }
    state[0] = state[0]! ^ rc;
  }
}

/** Keccak-256 of bytes, as 64 hex digits. */
export function keccak256Hex(input: Buffer): string {
  const rate = 136;
  const padded = Buffer.alloc((Math.floor(input.length / rate) + 1) * rate);
  input.copy(padded);
  padded[input.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i++) state[i]! ^= padded.readBigUInt64LE(offset + i * 8);
    keccakF(state);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) out.writeBigUInt64LE(state[i]!, i * 8);
  return out.toString('hex');
}

/**
 * An Ethereum address (ERC-20 USDT): 0x and 40 hex digits. All lower- or all upper-case
 * carries no checksum and is taken as typed; mixed case is EIP-55's checksum and must hold
 * (each letter upper-case exactly when its nibble of keccak-256(lower-case address) ≥ 8).
 */
export function isEthereumAddress(address: string): boolean {
  const match = /^0x([0-9a-fA-F]{40})$/.exec(address);
  if (!match) return false;
  const hex = match[1]!;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak256Hex(Buffer.from(hex.toLowerCase(), 'ascii'));
  for (let i = 0; i < 40; i++) {
    const char = hex[i]!;
    if (/[0-9]/.test(char)) continue;
    const upper = Number.parseInt(hash[i]!, 16) >= 8;
    if (upper !== (char === char.toUpperCase())) return false;
  }
  return true;
}
