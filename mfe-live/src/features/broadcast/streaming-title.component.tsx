import { useState, type FormEvent } from 'react';
import { Button, Form, getServerMessage, TextField, toast } from '@platform/shared';
import { saveStreamingTitle } from './broadcast.resource';

/** The title viewers see on her card and in her room. */
export function StreamingTitleForm({ initial }: { initial: string }) {
  const [title, setTitle] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveStreamingTitle(title.trim());
      setTitle(saved.streamingTitle ?? title.trim());
      toast.success('Streaming title saved');
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} error={error} aria-label="Streaming title">
      <TextField label="Streaming title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      <Button type="submit" variant="primary" busy={saving}>
        Save title
      </Button>
    </Form>
  );
}
