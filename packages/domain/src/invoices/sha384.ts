/**
 * SHA-384 (FIPS 180-4 §6.5: SHA-512's rounds from other initial values, the first six words kept), written here
 * because the domain runs in the browser and in Node alike and neither's crypto API is a pure function. The
 * constants are computed as the standard defines them (§4.2.3, §5.3.4) rather than listed: the fractional parts
 * of the cube roots of the first 80 primes, and of the square roots of the 9th to 16th primes.
 */
const MASK_64 = (1n << 64n) - 1n;

function firstPrimes(count: number): bigint[] {
  const primes: number[] = [];
  for (let candidate = 2; primes.length < count; candidate += 1) {
    if (primes.every((prime) => candidate % prime !== 0)) primes.push(candidate);
  }
  return primes.map(BigInt);
}

/** The largest x with x^degree ≤ n (Newton's method from above). */
function integerRoot(n: bigint, degree: bigint): bigint {
  let x = 1n << (BigInt(n.toString(2).length) / degree + 1n);
  for (;;) {
    const next = ((degree - 1n) * x + n / x ** (degree - 1n)) / degree;
    if (next >= x) return x;
    x = next;
  }
}

/** The first 64 bits of the fractional part of the degree-th root of p. */
const fractionBits = (p: bigint, degree: bigint) => integerRoot(p << (64n * degree), degree) & MASK_64;

const PRIMES = firstPrimes(80);
const ROUND_CONSTANTS = PRIMES.map((prime) => fractionBits(prime, 3n));
const INITIAL_HASH = PRIMES.slice(8, 16).map((prime) => fractionBits(prime, 2n));

const rotateRight = (word: bigint, bits: bigint) => ((word >> bits) | (word << (64n - bits))) & MASK_64;

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return bytes;
}

/** The message padded to whole 1024-bit blocks, as 64-bit words (§5.1.2). */
function paddedWords(bytes: number[]): bigint[] {
  const bitLength = BigInt(bytes.length) * 8n;
  const padded = [...bytes, 0x80];
  while (padded.length % 128 !== 112) padded.push(0);
  for (let shift = 120n; shift >= 0n; shift -= 8n) padded.push(Number((bitLength >> shift) & 0xffn));
  const words: bigint[] = [];
  for (let offset = 0; offset < padded.length; offset += 8) {
    let word = 0n;
    for (let index = 0; index < 8; index += 1) word = (word << 8n) | BigInt(padded[offset + index] ?? 0);
    words.push(word);
  }
  return words;
}

/** The SHA-384 digest of the UTF-8 bytes of `text`, as 96 lowercase hexadecimal digits. */
export function sha384Hex(text: string): string {
  const hash = [...INITIAL_HASH];
  const words = paddedWords(utf8(text));
  for (let block = 0; block < words.length; block += 16) {
    const schedule = words.slice(block, block + 16);
    for (let t = 16; t < 80; t += 1) {
      const w2 = schedule[t - 2] ?? 0n;
      const w15 = schedule[t - 15] ?? 0n;
      const sigma1 = rotateRight(w2, 19n) ^ rotateRight(w2, 61n) ^ (w2 >> 6n);
      const sigma0 = rotateRight(w15, 1n) ^ rotateRight(w15, 8n) ^ (w15 >> 7n);
      schedule.push((sigma1 + (schedule[t - 7] ?? 0n) + sigma0 + (schedule[t - 16] ?? 0n)) & MASK_64);
    }
    let [a, b, c, d, e, f, g, h] = hash as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let t = 0; t < 80; t += 1) {
      const sum1 = rotateRight(e, 14n) ^ rotateRight(e, 18n) ^ rotateRight(e, 41n);
      const choice = (e & f) ^ (~e & MASK_64 & g);
      const temp1 = (h + sum1 + choice + (ROUND_CONSTANTS[t] ?? 0n) + (schedule[t] ?? 0n)) & MASK_64;
      const sum0 = rotateRight(a, 28n) ^ rotateRight(a, 34n) ^ rotateRight(a, 39n);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (sum0 + majority) & MASK_64;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + temp1) & MASK_64, c, b, a, (temp1 + temp2) & MASK_64];
    }
    [a, b, c, d, e, f, g, h].forEach((word, index) => {
      hash[index] = ((hash[index] ?? 0n) + word) & MASK_64;
    });
  }
  return hash
    .slice(0, 6)
    .map((word) => word.toString(16).padStart(16, '0'))
    .join('');
}
