import crypto from 'node:crypto';

/** Encrypts small secrets kept in the database (TOTP secrets), so a copy of the database alone does not reveal them. */
export interface SecretBox {
  seal(plain: string): string;
  /** null when the text was sealed with another key (the install's JWT secret changed) or was altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/** AES-256-GCM with a key derived (HKDF-SHA256) from the install's JWT secret for one purpose. */
export function createSecretBox(installSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', installSecret, 'platform-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, encrypted] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || encrypted === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
