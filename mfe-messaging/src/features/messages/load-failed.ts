import { translate } from '@platform/shared';
import '../../i18n';

/** The toast for a conversation or message load failure (the English text; the screen shows loadFailedText()). */
export const LOAD_FAILED = 'Error occured, please try again later';

/** LOAD_FAILED in the interface language. */
export const loadFailedText = (): string => translate('messaging:loadFailed');
