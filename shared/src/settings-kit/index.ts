// `@platform/shared/settings-kit`: the pieces of a settings area, for the remotes that render one (mfe-auth's identity
// settings, mfe-live's business settings). Not part of the shared singleton: each remote bundles what it uses into its
// own chunks, so no first page pays for it; what holds state (toasts, the account) is reached through '@platform/shared'.
export { CheckboxList } from './checkbox-list.component';
export { reportFailure, toastErrors } from './failures';
export { PHONE, touchControls } from './phone';
export { SettingsPage, SettingsTabs, useSettingsAccount, type SettingsTabLink } from './settings-layout.component';
export { Actions, Notice, Row } from './form-layout';
export { SavedNotice, Section, SectionCard, publishAccount, usePerformerSave, useSaveAction } from './settings-ui';
