import { ThemeProvider } from 'styled-components';
import { bus, ConnectionNotice, GlobalStyles, NotificationHost, QueryProvider, theme, ToastHost, useBusState } from '@platform/shared';
import { FullScreenLoader } from './loader/full-screen-loader.component';
import { LayoutFrame } from './layout/layout-frame.component';
import { OverrideBadges } from './layout/override-badge.component';
import { PreviewBanner } from './layout/preview-banner.lazy';
import { exemptFromMaintenance } from './maintenance/maintenance-exempt';
import { MaintenancePage } from './maintenance/maintenance.page';
import { Popup18Plus } from './popup18/popup-18plus.component';
import { Platform, PlatformContext } from './platform/platform';
import { useLocationPath } from './routing/use-location-path';
import { useObservableValue } from './settings/use-observable';

/** The shell's React tree: the page's query cache, global styles, layout + app slots (or maintenance), loader, 18+ popup, toasts, the reconnecting notice. */
export function ShellApp({ platform }: { platform: Platform }) {
  const path = useLocationPath();
  const ui = useObservableValue(platform.ui.settings$);
  const auth = useBusState(bus.auth);
  const maintenance = useObservableValue(platform.ui.maintenance$) && !exemptFromMaintenance(path, auth);
  return (
    <PlatformContext.Provider value={platform}>
      <QueryProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {maintenance ? (
            <MaintenancePage siteName={ui.siteName} logo={ui.logo} message={ui.maintenanceMessage} messageRu={ui.maintenanceMessageRu} />
          ) : (
            <LayoutFrame path={path} />
          )}
          {maintenance ? null : <Popup18Plus enabled={ui.enablePopup18Plus} content={ui.popupContent18Plus} contentRu={ui.popupContent18PlusRu} />}
          <OverrideBadges />
          <PreviewBanner />
          <FullScreenLoader controller={platform.loader} />
          <ToastHost />
          <NotificationHost />
          {/* Once per page, for every remote: the shell owns the page's frame. */}
          <ConnectionNotice />
        </ThemeProvider>
      </QueryProvider>
    </PlatformContext.Provider>
  );
}
