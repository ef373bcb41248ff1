import styled from 'styled-components';
import { BRAND_COLORS, PlatformLink, theme } from '@platform/shared';
import { PHONE } from './header-media';

// On a phone the bar keeps one line (logo, balance, unread, menu button); everything else moves into the menu.
// Parts that only one width shows are display:none at the other, so no role or name is ever there twice.

export const Bar = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 10px 20px;
  background: ${BRAND_COLORS.white};
  border-bottom: 3px solid ${BRAND_COLORS.primary};

  ${PHONE} {
    flex-wrap: nowrap;
    gap: 8px;
    padding: 8px 12px;
  }
`;

export const Brand = styled(PlatformLink)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${theme.colors.primary};
  text-decoration: none;

  ${PHONE} {
    /* the one part that gives way when the balance grows */
    flex: 0 1 auto;
    min-width: 0;
    margin-right: auto;
    overflow: hidden;
    white-space: nowrap;
    img {
      min-width: 0;
      height: 28px;
      width: auto;
      max-width: 100%;
      object-fit: contain;
      object-position: left center;
    }
    span {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  flex: 1;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    color: ${theme.colors.primary};
  }

  ${PHONE} {
    display: none;
  }
`;

export const AccountLinks = styled(Nav)`
  flex: initial;
`;

export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;

  ${PHONE} {
    flex-shrink: 0;
    gap: 6px;
  }
`;

export const Avatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;

  ${PHONE} {
    display: none;
  }
`;

export const DesktopOnly = styled.span`
  ${PHONE} {
    display: none;
  }
`;

export const Pill = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${theme.colors.primaryTint};
  color: ${theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;

  ${PHONE} {
    padding: 2px 8px;
  }
`;

export const Button = styled.button`
  padding: 6px 14px;
  border: 1px solid ${theme.colors.primary};
  border-radius: 6px;
  background: ${BRAND_COLORS.white};
  color: ${theme.colors.primary};
  cursor: pointer;
`;

export const DesktopButton = styled(Button)`
  ${PHONE} {
    display: none;
  }
`;

/** The phone menu's content: links one under the other, big enough for a thumb. */
export const MenuLinks = styled.nav`
  display: flex;
  flex-direction: column;
  a {
    padding: 12px 20px;
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    border-bottom: 1px solid ${theme.colors.border};
  }
  a:hover,
  a:focus-visible {
    color: ${theme.colors.primary};
    background: ${theme.colors.primaryTint};
  }
`;

export const MenuAccount = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 20px;
  font-weight: 600;
`;
