import { LoadingState, PageTitle, PlatformLink, bus, loadCurrentAccount, session, useBusState } from '@platform/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE, touchControls } from './phone';
import { Notice } from './form-layout';

/** The settings area's column: one look for mfe-auth's identity settings and mfe-live's business settings. */
export const SettingsPage = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 16px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &,
  * {
    box-sizing: border-box;
  }
  ${touchControls}
  ${PHONE} {
    padding: 12px 8px;
  }
`;

const TabsNav = styled.nav`
  margin-bottom: 20px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${PHONE} {
    a {
      padding: 11px 14px;
    }
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SettingsTabLink {
  to: string;
  label: string;
  /** Rendered by the remote showing the tabs (its router marks the current one); else another remote's, through the shell. */
  own: boolean;
}

/** The settings area's tabs, in the order given; the remote that renders them owns some, the shell routes the others. */
export function SettingsTabs({ label, tabs }: { label: string; tabs: SettingsTabLink[] }) {
  return (
    <TabsNav aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>{tab.own ? <NavLink to={tab.to}>{tab.label}</NavLink> : <PlatformLink to={tab.to}>{tab.label}</PlatformLink>}</li>
        ))}
      </ul>
    </TabsNav>
  );
}

const SignInLink = styled(PlatformLink)`
  color: ${({ theme }) => theme.colors.primary};
`;

interface SignedOutTexts {
  title: string;
  pleaseSignIn: string;
  loadingAccount: string;
  signIn: string;
}

/**
 * The signed-in account, or what the settings area shows without one: while the shell may still be restoring the
 * session after a refresh, a loading state (instead of "sign in"); then a sign-in link to `signInPath`.
 */
export function useSettingsAccount(texts: SignedOutTexts, signInPath: string) {
  const auth = useBusState(bus.auth);
  const [restoring, setRestoring] = useState(() => auth.status === 'signed-out' && session.get() !== null);

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    loadCurrentAccount()
      .catch(() => undefined)
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, [restoring]);

  let signedOut: ReactNode = null;
  if (auth.status === 'signed-out') {
    signedOut = restoring ? (
      <LoadingState text={texts.loadingAccount} />
    ) : (
      <SettingsPage>
        <PageTitle>{texts.title}</PageTitle>
        <Notice $tone="info">
          <p>{texts.pleaseSignIn}</p>
        </Notice>
        <SignInLink to={signInPath}>{texts.signIn}</SignInLink>
      </SettingsPage>
    );
  }
  return { auth, signedOut };
}
