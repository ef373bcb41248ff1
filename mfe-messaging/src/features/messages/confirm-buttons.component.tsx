import { Button } from '@platform/shared';
import { useTexts } from '../../i18n';

/** A confirm step's two answers, `<texts>.yes` and `<texts>.cancel`; both wait while the action runs. */
export function ConfirmButtons({
  texts,
  busy,
  onYes,
  onCancel,
}: {
  texts: 'block' | 'message';
  busy: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  const { t } = useTexts();
  return (
    <>
      <Button size="sm" variant="danger" busy={busy} disabled={busy} onClick={onYes}>
        {t(`${texts}.yes`)}
      </Button>
      <Button size="sm" disabled={busy} onClick={onCancel}>
        {t(`${texts}.cancel`)}
      </Button>
    </>
  );
}
