import { BRAND_COLORS } from '../constants';

/** Light theme: dark text on white, pink primary. */
export const theme = {
  mode: 'light' as const,
  colors: {
    primary: BRAND_COLORS.primary,
    primaryHover: '#e0005a',
    primarySoft: '#ffe5ef',
    success: BRAND_COLORS.success,
    white: BRAND_COLORS.white,
    background: BRAND_COLORS.white,
    surface: '#f7f7f9',
    text: '#1d1d24',
    textMuted: '#6b6b78',
    border: '#e4e4ea',
    error: '#e5484d',
    warning: '#f5a524',
    info: '#1e88e5',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '13px', md: '15px', lg: '18px', xl: '24px', xxl: '30px' },
  },
  shadow: {
    card: '0 1px 2px rgba(16, 16, 24, 0.06), 0 4px 16px rgba(16, 16, 24, 0.05)',
    popup: '0 8px 28px rgba(16, 16, 24, 0.16)',
  },
  breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  zIndex: { loader: 1000, toast: 1100 },
};

export type PlatformTheme = typeof theme;

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every remote.

  export interface DefaultTheme extends PlatformTheme {}
}
