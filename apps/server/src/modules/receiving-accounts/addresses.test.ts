import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress, keccak256Hex } from './addresses.ts';

describe('crypto receiving addresses', () => {
  it('computes keccak-256 (not SHA3-256) for the empty input and a short text', () => {
    expect(keccak256Hex(Buffer.alloc(0))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(keccak256Hex(Buffer.from('abc'))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    // Longer than one 136-byte block.
    expect(keccak256Hex(Buffer.alloc(200, 0x61))).toHaveLength(64);
  });

  it('accepts EIP-55 checksummed addresses and single-case ones, refusing a broken checksum', () => {
    for (const good of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
    ]) {
      expect(isEthereumAddress(good), good).toBe(true);
    }
    for (const bad of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // one letter's case flipped
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', // 39 digits
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0x',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg',
    ]) {
      expect(isEthereumAddress(bad), bad).toBe(false);
    }
  });

  it('accepts TRON addresses whose base58check holds, refusing a typo', () => {
    expect(isTronAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(false);
    expect(isTronAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS')).toBe(false);
    expect(isTronAddress('AQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(false);
    expect(isTronAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0')).toBe(false);
  });
});
