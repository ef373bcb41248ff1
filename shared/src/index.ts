// Public API of @platform/shared (see README.md). Import it only by package name.
export * from './bus';
export * from './session';
export * from './api';
export * from './query';
export * from './auth';
export * from './socket';
export * from './balance';
export * from './messaging';
export * from './ui';
export * from './hooks';
export * from './validation';
export * from './format';
export * from './i18n';
export * from './constants';
export type * from './contract';
// Runtime values of the contract (event names, texts): taken from here, so the remotes import only types from '@platform/shared/contract'.
export * from './contract/events';
export * from './lifecycles';
export { ReportButton } from './ui/report/report-button.component';
export { REPORT_REASONS, REPORT_STATUSES, REPORT_ACTIONS } from './contract/report-values';
