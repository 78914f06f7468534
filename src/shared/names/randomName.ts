// Spec 000 §2 "Add subject dialog": with subject1.name1.random the name is generated. Letters
// and digits people can read aloud (no 0/O, 1/I/L) keep two generated names easy to tell apart.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

export const randomName = (
  prefix: string,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) => {
  const bytes = random(new Uint8Array(LENGTH));
  return `${prefix}-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
};
