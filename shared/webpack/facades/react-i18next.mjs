// The agreed part of react-i18next every app shares (see ../shared-facades.cjs).
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'platform-vendor/react-i18next';
