// `@platform/shared/settings-kit`: the pieces of a settings area (mfe-auth's identity settings, mfe-live's business
// settings) and the form-failure helpers any remote's forms may use. Not part of the shared singleton: each remote bundles the files it uses into its
// own chunks, so no first page pays for it; what holds state (toasts, the account) is reached through '@platform/shared'.
export { CheckboxList } from './checkbox-list.component';
export { reportFailure, toastErrors } from './failures';
export { PHONE, touchControls } from './phone';
export { SettingsPage, SettingsTabs, useSettingsAccount, type SettingsTabLink } from './settings-layout.component';
export { Actions, Notice, Row } from './form-layout';
export { SavedNotice, Section, SectionCard, publishAccount, usePerformerSave, useSaveAction } from './settings-ui';
