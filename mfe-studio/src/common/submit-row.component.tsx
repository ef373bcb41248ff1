import type { ReactNode } from 'react';
import { Button } from '@platform/shared';

/** A form's submit button on its own line, under the fields. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" variant="primary" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
