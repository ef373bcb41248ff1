import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and fast enough for a 2-core machine under login load.
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash must read as "wrong password", not crash the login
  }
}
