-- When a recipient read a private message: deleting a message nobody has read yet takes it off the unread count.
ALTER TABLE messages ADD COLUMN IF NOT EXISTS read_at timestamptz;

-- Existing data: the newest `unread_count` messages from the other party stay unread, everything else was read.
UPDATE messages m SET read_at = m.created_at
WHERE m.read_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM conversation_participants p
  WHERE p.conversation_id = m.conversation_id AND p.unread_count > 0
    AND NOT (p.source = m.sender_source AND p.source_id = m.sender_id)
    AND m.id IN (
      SELECT x.id FROM messages x
      WHERE x.conversation_id = p.conversation_id AND NOT (x.sender_source = p.source AND x.sender_id = p.source_id)
      ORDER BY x.created_at DESC, x.id DESC
      LIMIT p.unread_count));
