import { useNavigate } from 'react-router-dom';
import { messages, type Rule, rules, type Schema, SelectField, TextField, translate, useForm } from '@platform/shared';
import type { AssetStatus, Product } from '@platform/shared/contract';
import { LoadOne } from './load-one.component';
import { useTexts } from '../../i18n';
import { ownProductQuery } from './manager.query';
import { createProduct, updateProduct, type FormFields } from './manager.resource';
import { checkFile, fileMessages, optionalFile } from './manager-file-rules';
import { NamingFields, SaveActions, StatusAndPriceFields, ManagerFileField, ManagerForm, useUploadSave, type ManagerValues } from './manager-form';
import { FieldRow, Note, Preview, priceRule, managerTexts, MANAGER_PATH, tokenOf, UploadStatus } from './manager-ui';

const LIST = `${MANAGER_PATH}/products`;
const MAX_STOCK = 1_000_000;
/** The product types; their texts are catalog:manager.product.types.<type>. */
const PRODUCT_TYPE_OPTIONS = ['digital', 'physical'] as const;

type Values = ManagerValues<'name', { type: string; stock: string; image: File | null; digitalFile: File | null }>;

/** A physical product needs how many are in stock (a whole number 0–1 000 000). */
export const stockRule: Rule<{ type: string }> = (value, values) => {
  if (values.type !== 'physical') return undefined;
  const text = String(value ?? '').trim();
  if (!text) return messages.required;
  if (!/^\d+$/.test(text)) return translate('catalog:manager.wholeNumber');
  return Number(text) > MAX_STOCK ? messages.range(0, MAX_STOCK) : undefined;
};

/** A new digital product needs its file; an existing one keeps the file it has unless a new one is picked. */
const digitalFileRule =
  (hasFile: boolean): Rule<{ type: string }> =>
  (value, values) => {
    if (value instanceof File) return checkFile('digital', value);
    return values.type === 'digital' && !hasFile ? fileMessages.digitalRequired : undefined;
  };

const schemaFor = (product?: Product): Schema<Values> => ({
  name: [rules.required, rules.maxLength(200)],
  description: rules.maxLength(5000),
  stock: stockRule,
  token: priceRule,
  image: optionalFile('image'),
  digitalFile: digitalFileRule(!!product && product.type === 'digital'),
});

const toFields = (v: Values): FormFields => ({
  name: v.name.trim(),
  description: v.description,
  type: v.type,
  status: v.status,
  token: tokenOf(v.pricing, v.token),
  stock: v.type === 'physical' ? Number(v.stock.trim()) : undefined,
});

/** /account/content/products/new */
export function ProductCreatePage() {
  const navigate = useNavigate();
  return <ProductForm onSaved={() => void navigate(LIST)} />;
}

/** /account/content/products/:id/edit */
export const ProductEditPage = () => (
  <LoadOne itemQuery={ownProductQuery} noun="product" backTo={LIST}>
    {(product, backToList) => <ProductForm product={product} onSaved={backToList} />}
  </LoadOne>
);

function ProductForm({ product, onSaved }: { product?: Product; onSaved(): void }) {
  const { t } = useTexts();
  const { upload, save } = useUploadSave();
  const form = useForm<Values>({
    initialValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      type: product?.type ?? 'digital',
      stock: product?.stock !== null && product?.stock !== undefined ? String(product.stock) : '',
      status: product?.status ?? 'active',
      pricing: product && product.token > 0 ? 'paid' : 'free',
      token: product && product.token > 0 ? String(product.token) : '',
      image: null,
      digitalFile: null,
    },
    schema: schemaFor(product),
    showErrorsOn: 'submit',
    onSubmit: async (v) => {
      const files = { image: v.image, digitalFile: v.type === 'digital' ? v.digitalFile : null };
      const outcome = await save(
        (options) => (product ? updateProduct(product._id, files, toFields(v), options) : createProduct(files, toFields(v), options)),
        product ? managerTexts.updated : managerTexts.productCreated,
      );
      if (outcome.done) onSaved();
    },
  });

  const physical = form.values.type === 'physical';
  return (
    <ManagerForm
      title={product ? t('manager.editTitle', { title: product.name }) : t('manager.lists.products.create')}
      label={product ? t('manager.product.edit') : t('manager.lists.products.create')}
      form={form}
    >
      <NamingFields form={form} naming="name" />
      <FieldRow>
        <SelectField
          label={t('filters.type')}
          options={PRODUCT_TYPE_OPTIONS.map((type) => ({ value: type, label: t(`manager.product.types.${type}`) }))}
          {...form.field('type')}
        />
        {physical && <TextField label={t('manager.product.inStock')} inputMode="numeric" {...form.field('stock')} />}
      </FieldRow>
      <StatusAndPriceFields form={form} status={product?.status as AssetStatus | undefined} />
      {product?.image && <Preview src={product.image} alt={product.name} />}
      <ManagerFileField
        form={form}
        name="image"
        kind="image"
        label={product?.image ? t('manager.product.replaceImage') : t('manager.product.image')}
        busy={upload.busy}
      />
      {physical ? (
        <Note>{t('manager.product.physicalNote')}</Note>
      ) : (
        <ManagerFileField
          form={form}
          name="digitalFile"
          kind="digital"
          label={product?.type === 'digital' ? t('manager.product.replaceFile') : t('manager.product.file')}
          busy={upload.busy}
        />
      )}
      <UploadStatus upload={upload} label={product ? t('manager.product.saving') : t('manager.product.uploading')} />
      <SaveActions kind="products" label={product ? t('manager.saveChanges') : t('manager.product.create')} busy={form.submitting} />
    </ManagerForm>
  );
}
