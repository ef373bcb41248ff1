import type { Role } from '@platform/shared/contract';
import type { Db, Queryable } from '../db/db';
import { newId } from '../db/ids';
import { findOrCreatePrivate } from '../features/conversations/conversations.repository';
import { setMemberCommission, setMemberStatus } from '../features/studio-members/studio-members.repository';

// Runs apart from the demo seed so that databases seeded before messaging existed get it too; it is
// skipped once any conversation exists (no schema_migrations row: that table lists the demo seed only).
const SEED_LOCK = 727276;

interface DemoMessage {
  from: 'member' | 'performer';
  text: string;
  minutesAgo: number;
}

/** The member's private conversations; the trailing performer messages stay unread (2 in total). */
const CONVERSATIONS: Array<{ performer: string; messages: DemoMessage[]; unread: number }> = [
  {
    performer: 'anna',
    unread: 1,
    messages: [
      { from: 'member', text: 'Hi Anna! Loved your dance show yesterday.', minutesAgo: 26 * 60 },
      { from: 'performer', text: 'Thank you Max! So glad you enjoyed it.', minutesAgo: 25 * 60 },
      { from: 'member', text: 'Will you do salsa again this week?', minutesAgo: 24 * 60 },
      { from: 'performer', text: 'Yes! Friday at 8 pm, salsa night. See you there?', minutesAgo: 3 * 60 },
    ],
  },
  {
    performer: 'bella',
    unread: 1,
    messages: [
      { from: 'member', text: 'Ciao Bella, which character was that last night?', minutesAgo: 90 },
      { from: 'performer', text: 'Ciao! It was Sailor Moon — tonight I will take requests for the next costume.', minutesAgo: 40 },
    ],
  },
];

/** Studio members' flags and commissions (percent kept by the studio); members not listed keep the defaults. */
const MEMBERS: Array<{ username: string; status: 'active' | 'inactive'; commission?: number }> = [
  { username: 'carmen', status: 'active', commission: 15 },
  { username: 'diana', status: 'active', commission: 25 },
  { username: 'elena', status: 'inactive' },
];

export async function seedSocial(db: Db) {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM conversations LIMIT 1')).rows.length) return;
    await seedConversations(tx);
    await seedStudioMembers(tx);
  });
}

async function idOf(tx: Queryable, table: string, username: string) {
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE lower(username) = lower($1)`, [username]);
  return rows[0]?.id ?? null;
}

async function seedConversations(tx: Queryable) {
  const memberId = await idOf(tx, 'users', 'member');
  if (!memberId) return;
  const member = { source: 'user' as Role, id: memberId };
  for (const demo of CONVERSATIONS) {
    const performerId = await idOf(tx, 'performers', demo.performer);
    if (!performerId) continue;
    const performer = { source: 'performer' as Role, id: performerId };
    const { id } = await findOrCreatePrivate(tx, member, performer);
    // the member has not read her last `unread` messages yet; everything else was read when it came
    const unreadFromHer = new Set(demo.unread > 0 ? demo.messages.filter((m) => m.from !== 'member').slice(-demo.unread) : []);
    for (const message of demo.messages) {
      const sender = message.from === 'member' ? member : performer;
      const at = new Date(Date.now() - message.minutesAgo * 60_000);
      const readAt = unreadFromHer.has(message) ? null : at;
      await tx.query(
        `INSERT INTO messages (id, conversation_id, type, text, sender_source, sender_id, created_at, updated_at, read_at)
         VALUES ($1, $2, 'text', $3, $4, $5, $6, $6, $7)`,
        [newId(at), id, message.text, sender.source, sender.id, at, readAt],
      );
    }
    const last = demo.messages[demo.messages.length - 1];
    const lastSender = last.from === 'member' ? member : performer;
    await tx.query(
      `UPDATE conversations SET last_message = $2, last_sender_source = $3, last_sender_id = $4, last_message_created_at = $5,
         created_at = $6, updated_at = $5 WHERE id = $1`,
      [
        id,
        last.text,
        lastSender.source,
        lastSender.id,
        new Date(Date.now() - last.minutesAgo * 60_000),
        new Date(Date.now() - demo.messages[0].minutesAgo * 60_000),
      ],
    );
    await tx.query(`UPDATE conversation_participants SET unread_count = $4 WHERE conversation_id = $1 AND source = $2 AND source_id = $3`, [
      id,
      member.source,
      member.id,
      demo.unread,
    ]);
  }
}

async function seedStudioMembers(tx: Queryable) {
  const studioId = await idOf(tx, 'studios', 'studio');
  if (!studioId) return;
  for (const demo of MEMBERS) {
    const performerId = await idOf(tx, 'performers', demo.username);
    if (!performerId) continue;
    await setMemberStatus(tx, studioId, performerId, demo.status);
    if (demo.commission !== undefined) await setMemberCommission(tx, studioId, performerId, demo.commission);
  }
}
