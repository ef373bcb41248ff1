import { GENDERS, rules, type Option, type Schema } from '@platform/shared';
import { useTexts } from '../../i18n';
import { documentFile, samePassword } from '../common/file-rules';

/** The genders as picker options: the value is what the API stores, the label is translated. */
export function useGenderOptions(): Option[] {
  const { t } = useTexts();
  return GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }));
}

export type UserRegisterValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  gender: string;
};

export const userSchema: Schema<UserRegisterValues> = {
  username: [rules.required, rules.username],
  email: [rules.required, rules.email],
  password: rules.required,
  confirmPassword: [rules.required, samePassword],
};

export type DocumentRegisterValues = {
  name: string; // studio
  firstName: string; // performer
  lastName: string; // performer
  gender: string; // performer
  dateOfBirth: string; // performer
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  documentVerification: File | null;
  idVerification: File | null;
};

const common: Schema<DocumentRegisterValues> = {
  username: [rules.required, rules.username],
  email: [rules.required, rules.email],
  password: rules.required,
  confirmPassword: [rules.required, samePassword],
  documentVerification: documentFile,
  idVerification: documentFile,
};

export const performerSchema: Schema<DocumentRegisterValues> = {
  firstName: rules.required,
  lastName: rules.required,
  gender: rules.required,
  ...common,
};

export const studioSchema: Schema<DocumentRegisterValues> = {
  name: rules.required,
  ...common,
};

export const emptyDocumentValues: DocumentRegisterValues = {
  name: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  documentVerification: null,
  idVerification: null,
};
