import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { BRAND_COLORS } from '@platform/shared';
import type { LoaderController } from './loader-controller';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${BRAND_COLORS.white};
`;

const Spinner = styled.div`
  width: 48px;
  height: 48px;
  border: 4px solid #ffd1e3;
  border-top-color: ${BRAND_COLORS.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function FullScreenLoader({ controller }: { controller: LoaderController }) {
  const visible = useSyncExternalStore(
    (onChange) => {
      const subscription = controller.visible$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => controller.visible,
  );
  if (!visible) return null;
  return (
    <Overlay role="progressbar" aria-label="Loading" aria-busy="true">
      <Spinner />
    </Overlay>
  );
}
