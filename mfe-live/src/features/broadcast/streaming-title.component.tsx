import { useState, type FormEvent } from 'react';
import { Button, Form, getServerMessage, TextField, toast } from '@platform/shared';
import { useBroadcastTexts } from '../../broadcast-texts';
import { saveStreamingTitle } from './broadcast.resource';

/** The title viewers see on her card and in her room. */
export function StreamingTitleForm({ initial }: { initial: string }) {
  const { t } = useBroadcastTexts();
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
      toast.success(t('broadcast.titleSaved'));
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} error={error} aria-label={t('broadcast.streamingTitle')}>
      <TextField label={t('broadcast.streamingTitle')} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      <Button type="submit" variant="primary" busy={saving}>
        {t('broadcast.saveTitle')}
      </Button>
    </Form>
  );
}
