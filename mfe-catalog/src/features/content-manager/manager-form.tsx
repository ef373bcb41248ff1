import type { Dispatch, FormEvent, ReactNode, SetStateAction } from 'react';
import { Button, FileField, Form, SelectField, TextAreaField, TextField, toast, type FieldBinding } from '@platform/shared';
import type { AssetStatus } from '@platform/shared/contract';
import { checkFile, FILE_ACCEPT, FILE_HINT, type FileKind } from './manager-file-rules';
import { useRefreshContent } from './manager.query';
import type { AssetKind, UploadCallOptions } from './manager.resource';
import { Actions, ButtonLink, FieldRow, FormBox, pricingOptions, SectionHead, statusOptions, MANAGER_PATH } from './manager-ui';
import { useTexts } from '../../i18n';
import { useUpload } from './use-upload';

// Pieces every form of the manager (video, photo, gallery, product) shares.

/** A manager form under its heading; `intro` sits between the two, `after` below the form. */
export function ManagerForm({
  title,
  label,
  form,
  intro,
  after,
  children,
}: {
  title: string;
  /** The form's accessible name. */
  label: string;
  form: { submitError: string | null; handleSubmit(event?: FormEvent): void };
  intro?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormBox>
      <SectionHead>
        <h2>{title}</h2>
      </SectionHead>
      {intro}
      <Form aria-label={label} error={form.submitError} onSubmit={form.handleSubmit}>
        {children}
      </Form>
      {after}
    </FormBox>
  );
}

/** The item's title (or name) and its description. */
export function NamingFields<N extends 'title' | 'name'>({
  form,
  naming,
}: {
  form: { field(name: NoInfer<N> | 'description'): FieldBinding };
  naming: N;
}) {
  const { t } = useTexts();
  return (
    <>
      <TextField label={naming === 'title' ? t('manager.fields.title') : t('manager.fields.name')} {...form.field(naming)} />
      <TextAreaField label={t('manager.fields.description')} {...form.field('description')} />
    </>
  );
}

type PriceField = 'status' | 'pricing' | 'token';

/**
 * What an item's form holds for NamingFields (its `title` or `name`, and its description) and StatusAndPriceFields,
 * with the form's own `Fields`.
 */
export type ManagerValues<N extends 'title' | 'name', Fields> = { [K in N | 'description' | PriceField]: string } & Fields;

/** Status, Free / For sale, and the price in tokens once it is for sale. */
export function StatusAndPriceFields({
  form,
  status,
}: {
  form: { values: { pricing: string }; field(name: PriceField): FieldBinding };
  /** The item's status now (an edit): kept as a choice when it is neither Draft nor Active. */
  status?: AssetStatus;
}) {
  const { t } = useTexts();
  return (
    <FieldRow>
      <SelectField label={t('manager.fields.status')} options={statusOptions(status)} {...form.field('status')} />
      <SelectField label={t('manager.fields.price')} options={pricingOptions()} {...form.field('pricing')} />
      {form.values.pricing === 'paid' && <TextField label={t('manager.fields.priceInTokens')} inputMode="numeric" {...form.field('token')} />}
    </FieldRow>
  );
}

/** Submit and Back to her list of that kind. */
export function SaveActions({ kind, label, busy }: { kind: AssetKind; label: string; busy: boolean }) {
  const { t } = useTexts();
  return (
    <Actions>
      <Button type="submit" variant="primary" busy={busy}>
        {label}
      </Button>
      <ButtonLink to={`${MANAGER_PATH}/${kind}`}>{t(`manager.backTo.${kind}`)}</ButtonLink>
    </Actions>
  );
}

interface FileForm<N extends string> {
  errors: Record<string, string>;
  setValue(name: N, file: File | null): void;
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
}

/** `onFiles` of a file field: a picked file is checked at once, so a wrong one is refused before anything is sent. */
export function filePicker<N extends string>(form: Omit<FileForm<N>, 'errors'>) {
  return (name: N, kind: FileKind) => (files: File[]) => {
    const file = files[0] ?? null;
    form.setValue(name, file);
    const problem = file ? checkFile(kind, file) : undefined;
    if (problem) form.setErrors((prev) => ({ ...prev, [name]: problem }));
  };
}

/**
 * Saves a form with its files through one upload (progress, Cancel); once saved it toasts `savedText` and fetches
 * her lists again. Answers `{done: false}` when she cancelled, so the form keeps everything typed.
 */
export function useUploadSave() {
  const upload = useUpload();
  const refresh = useRefreshContent();
  const save = async <T,>(send: (options: Required<UploadCallOptions>) => Promise<T>, savedText: string) => {
    const outcome = await upload.run(send);
    if (outcome.done) {
      toast.success(savedText);
      void refresh();
    }
    return outcome;
  };
  return { upload, save };
}

/** One file of a manager form: takes and describes the files of its kind, and checks a picked one at once. */
export function ManagerFileField<N extends string>({
  form,
  name,
  kind,
  label,
  hint = FILE_HINT[kind],
  busy,
}: {
  form: FileForm<N>;
  name: N;
  kind: FileKind;
  label: string;
  hint?: string;
  busy: boolean;
}) {
  return (
    <FileField
      label={label}
      name={name}
      accept={FILE_ACCEPT[kind]}
      hint={hint}
      error={form.errors[name]}
      disabled={busy}
      onFiles={filePicker(form)(name, kind)}
    />
  );
}
