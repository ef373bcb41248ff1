import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, fields, json, login, multipart, pdfPart, pngPart } from '../../../test/helpers';
import { newId } from '../../db/ids';
import { fillAccountNames, foldUsername, isReservedUsername, USERNAME_RESERVED, USERNAME_TAKEN } from './account-names';

// One namespace of usernames across members, performers and studios, folded before comparing.

let app: FastifyInstance;
let close: () => Promise<void>;
let studio: Record<string, string>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  studio = bearer(await login(app, 'studio', 'studio'));
});
afterAll(() => close());

let emails = 0;
const email = () => `names${(emails += 1)}@example.com`;

/** Each way an account is created, with the given username (a fresh e-mail each time). */
const create: Record<string, (username: string) => Promise<LightMyRequestResponse>> = {
  member: (username) => app.inject({ method: 'POST', url: '/auth/users/register', payload: { username, email: email(), password: 'secret123' } }),
  performer: (username) =>
    app.inject({
      method: 'POST',
      url: '/auth/performers/register',
      ...multipart([
        ...fields({ username, email: email(), password: 'secret123', firstName: 'A', lastName: 'B', gender: 'female' }),
        pngPart('documentVerification'),
        pdfPart('idVerification'),
      ]),
    }),
  studio: (username) =>
    app.inject({
      method: 'POST',
      url: '/auth/studio/register',
      ...multipart([
        ...fields({ name: 'Some Studio', username, email: email(), password: 'secret123' }),
        pngPart('documentVerification'),
        pdfPart('idVerification'),
      ]),
    }),
  'studio-added performer': (username) =>
    app.inject({
      method: 'POST',
      url: '/studio/members',
      headers: studio,
      payload: { username, email: email(), password: 'secret123', name: 'Some Name' },
    }),
};
const KINDS = Object.keys(create);

const usernameItems = (res: LightMyRequestResponse) => (json(res).message as Array<{ property: string }>).filter((i) => i.property === 'username');
function expectRefused(res: LightMyRequestResponse, text: string) {
  expect(res.statusCode).toBe(400);
  expect(usernameItems(res)).toEqual([{ property: 'username', constraints: { isUnique: text } }]);
}

describe('foldUsername', () => {
  it.each([
    ['Anna', 'anna'],
    ['ＡＮＮＡ', 'anna'], // full-width
    ['\u0430nna', 'anna'], // Cyrillic а
    ['\u0410NNA', 'anna'], // Cyrillic А
    ['\u0391nna', 'anna'], // Greek Α
    ['ANN\u0430', 'anna'],
    ['Z0E1', foldUsername('zoel')], // digits that look like letters
  ])('%s folds like %s', (name, folded) => {
    expect(foldUsername(name)).toBe(folded);
  });

  it('keeps names apart that do not look alike', () => {
    expect(foldUsername('anna')).not.toBe(foldUsername('anne'));
    expect(foldUsername('bella')).not.toBe(foldUsername('bela'));
  });

  it('knows the reserved names in any disguise', () => {
    for (const name of ['admin', 'ADMIN', 'Ａｄｍｉｎ', '\u0430dmin', 'Support', 'root', 'moderator', 'VelvetLive', 'system']) {
      expect(isReservedUsername(name)).toBe(true);
    }
    expect(isReservedUsername('adminka')).toBe(false);
  });
});

describe('one namespace across roles', () => {
  it.each(KINDS.flatMap((first) => KINDS.map((second) => [first, second])))(
    'a %s name cannot be taken by a %s, in any case or look-alike',
    async (first, second) => {
      const name = `lo${KINDS.indexOf(first)}pal${KINDS.indexOf(second)}`;
      const created = await create[first](name);
      expect(created.statusCode).toBe(200);
      expectRefused(await create[second](name), USERNAME_TAKEN);
      expectRefused(await create[second](name.toUpperCase()), USERNAME_TAKEN);
      // 1 looks like l, 0 like o
      expectRefused(await create[second](name.replace('lo', '10')), USERNAME_TAKEN);
    },
  );

  it.each(KINDS)('seeded names of every role are taken for a new %s', async (kind) => {
    for (const seeded of ['anna', 'Kira', 'CARMEN']) expectRefused(await create[kind](seeded), USERNAME_TAKEN);
    // the seeded studio and member hold names that are reserved for newcomers as well
    for (const seeded of ['studio', 'Member']) expectRefused(await create[kind](seeded), USERNAME_RESERVED);
    // a seeded performer's name with digits that look like her letters
    expectRefused(await create[kind]('L0LA'), USERNAME_TAKEN);
  });

  it.each(KINDS)('a %s cannot take a reserved name', async (kind) => {
    for (const reserved of ['admin', 'Administrator', 'support', 'Moderator', 'root', 'system', 'velvetlive']) {
      expectRefused(await create[kind](reserved), USERNAME_RESERVED);
    }
  });

  it('a name in Cyrillic or full-width letters is refused (the username pattern allows Latin letters and digits only)', async () => {
    for (const name of ['\u0430nna', 'ＡＮＮＡ']) {
      const res = await create.member(name);
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('Internal');
    }
  });

  it('two registrations of look-alike names at once: one account gets the name', async () => {
    const answers = await Promise.all([create.member('racer1'), create['studio-added performer']('RACERl'), create.studio('Racer1')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await app.ctx.db.query('SELECT 1 FROM account_names WHERE folded_name = $1', [foldUsername('racer1')]);
    expect(rows.rows).toHaveLength(1);
  });
});

describe('username changes', () => {
  it.each([
    ['member', 'user', '/users', 'PUT'],
    ['performer', 'performer', '/performers', 'PUT'],
    ['studio', 'studio', '/studio/update', 'PUT'],
  ] as const)('a %s cannot rename to a name held in another role or a reserved one, and frees the old name', async (kind, role, url, method) => {
    const old = `renamer${kind}`;
    expect((await create[kind](old)).statusCode).toBe(200);
    const headers = bearer(await login(app, role, old, 'secret123'));
    const rename = (username: string) => app.inject({ method, url, headers, payload: { username } });
    expectRefused(await rename('Anna'), USERNAME_TAKEN);
    expectRefused(await rename('member'), USERNAME_RESERVED);
    // its own name in another case is still its own
    expect((await rename(old.toUpperCase())).statusCode).toBe(200);
    expect((await rename(`${old}2`)).statusCode).toBe(200);
    // the old name is free again, the new one is taken
    expect((await create.member(old)).statusCode).toBe(200);
    expectRefused(await create.member(`${old}2`), USERNAME_TAKEN);
  });
});

describe('the names of accounts that existed before (migration 731 + fillAccountNames)', () => {
  const accountCount = async () =>
    Number(
      (
        await app.ctx.db.query<{ n: string }>(
          'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM performers) + (SELECT count(*) FROM studios) AS n',
        )
      ).rows[0].n,
    );
  const nameCount = async () => Number((await app.ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM account_names')).rows[0].n);

  it('every seeded account holds its name: the seed has no two names that fold alike', async () => {
    expect(await fillAccountNames(app.ctx.db)).toEqual([]);
    expect(await nameCount()).toBe(await accountCount());
  });

  it('fills the table from the accounts as they were, the oldest keeping a name that two fold to', async () => {
    await app.ctx.db.query('DELETE FROM account_names');
    // written as an older version would have: two roles, names that differ only in case
    const older = newId(new Date(Date.now() - 86_400_000));
    const newer = newId();
    await app.ctx.db.query(
      `INSERT INTO studios (id, username, email, password_hash, name, created_at) VALUES ($1, 'oldtwin', 'old1@example.com', 'x', 'Old', now() - interval '1 day')`,
      [older],
    );
    await app.ctx.db.query(`INSERT INTO users (id, username, email, password_hash) VALUES ($1, 'OLDTWIN', 'old2@example.com', 'x')`, [newer]);
    const clashes = await fillAccountNames(app.ctx.db);
    expect(clashes).toEqual([{ source: 'user', id: newer, username: 'OLDTWIN' }]);
    expect(await nameCount()).toBe((await accountCount()) - 1);
    const holder = await app.ctx.db.query('SELECT source, source_id FROM account_names WHERE folded_name = $1', ['oldtwin']);
    expect(holder.rows).toEqual([{ source: 'studio', source_id: older }]);
    // a second run changes nothing; the seeded names are back in the namespace
    expect(await fillAccountNames(app.ctx.db)).toEqual(clashes);
    expectRefused(await create.member('Anna'), USERNAME_TAKEN);
  });
});
