import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { ContentLoader } from '../loader/content-loader.component';
import { appContainer } from '../remotes/app-containers';
import { bus, useBusState } from '@platform/shared';
import { resolveOwner } from '../routing/owner';
import { mayLoadRemote } from '../routing/role-gate';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { NotFoundPage } from './not-found.page';

// The in-content loader sits beside the slot, not in it: the slot's children belong to single-spa.
const Area = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Slot = styled.div`
  flex: 1;
  min-height: 50vh;
`;

/**
 * The layout's content slot. It adopts every app's fixed container (single-spa mounts into those), shows
 * the in-content loader while a section is slow to load, and the not-found page for a path no remote owns or whose remote this account may not load.
 */
export function AppSlot({ path }: { path: string }) {
  const platform = usePlatform();
  const { owners, registryReady, accountReady } = useObservableValue(platform.state$);
  const auth = useBusState(bus.auth);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    for (const owner of owners) slot.appendChild(appContainer(owner.name));
  }, [owners]);

  const owner = registryReady ? resolveOwner(path, owners) : null;
  // A path of a remote this account may not load (the back office for a non-admin) reads as not found.
  const unowned = registryReady && (owner === null || (accountReady && !mayLoadRemote(owner, owners, auth)));
  return (
    <Area>
      <Slot ref={ref} data-testid="app-slot" hidden={unowned} />
      {unowned ? <NotFoundPage /> : <ContentLoader controller={platform.loader} />}
    </Area>
  );
}
