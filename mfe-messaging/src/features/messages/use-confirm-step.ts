import { useState } from 'react';
import { getServerMessage } from '@platform/shared';

/**
 * An action asked for in two steps (its button, then a confirm step). `run` shows the `busy` step while `work`
 * runs and the `done` step after it; a failure goes back to the confirm step with the server's message.
 */
export function useConfirmStep<Busy extends string, Done extends string>() {
  const [step, setStep] = useState<'idle' | 'confirm' | Busy | Done>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = async (busy: Busy, done: Done, work: () => Promise<void>) => {
    setStep(busy);
    setError(null);
    try {
      await work();
      setStep(done);
    } catch (e) {
      setError(getServerMessage(e));
      setStep('confirm');
    }
  };
  return { step, setStep, error, run };
}
