import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { appContainer } from '../remotes/app-containers';
import { resolveOwner } from '../routing/owner';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { NotFoundPage } from './not-found.page';

const Slot = styled.div`
  flex: 1;
  min-height: 50vh;
`;

/**
 * The layout's content slot. It adopts every app's fixed container (single-spa mounts into those), and
 * shows the not-found page for a path no remote owns.
 */
export function AppSlot({ path }: { path: string }) {
  const platform = usePlatform();
  const { owners, registryReady } = useObservableValue(platform.state$);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    for (const owner of owners) slot.appendChild(appContainer(owner.name));
  }, [owners]);

  const unowned = registryReady && resolveOwner(path, owners) === null;
  return (
    <>
      <Slot ref={ref} data-testid="app-slot" hidden={unowned} />
      {unowned ? <NotFoundPage /> : null}
    </>
  );
}
