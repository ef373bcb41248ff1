import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { getServerMessage } from '../api/errors';
import { validate, type Schema } from '../validation';

export interface UseFormOptions<V extends Record<string, unknown>> {
  initialValues: V;
  schema?: Schema<V>;
  /**
   * When schema errors first show: once a field was left or a submit was tried ('blur', the default),
   * or only after a submit attempt ('submit'). Either way they then follow every edit.
   */
  showErrorsOn?: 'blur' | 'submit';
  /** May throw/reject: the server's message (first validation item, else its text, else 'Bad request!') lands in `submitError`. */
  onSubmit(values: V): unknown | Promise<unknown>;
}

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange(e: ControlEvent): void;
  onBlur(): void;
}

/**
 * Small form state: values, form-message errors (shown once a field was left or a submit was tried, or
 * only after a submit attempt with `showErrorsOn: 'submit'`),
 * a submitting flag and the server's message.
 */
export function useForm<V extends Record<string, unknown>>({ initialValues, schema, showErrorsOn = 'blur', onSubmit }: UseFormOptions<V>) {
  const [values, setValuesState] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  useLayoutEffect(() => {
    valuesRef.current = values;
  });

  const allErrors = { ...(schema ? validate(values, schema) : {}), ...serverErrors };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(allErrors)) {
    if (submitted || (showErrorsOn === 'blur' && touched[field]) || serverErrors[field]) errors[field] = message;
  }

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValuesState((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _dropped, ...rest } = prev;
      return rest;
    });
  }, []);

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] === undefined || values[name] === null ? '' : String(values[name]),
    error: errors[name],
    onChange: (e) => {
      const target = e.target as HTMLInputElement;
      setValue(name, (target.type === 'checkbox' ? target.checked : target.value) as V[typeof name]);
    },
    onBlur: () => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
  });

  const submit = async () => {
    setSubmitted(true);
    setSubmitError(null);
    const current = valuesRef.current;
    if (schema && Object.keys(validate(current, schema)).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(current);
    } catch (err) {
      setSubmitError(getServerMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  /** A form's onSubmit (or a button's onClick): never rejects — a failure is `submitError`. */
  const handleSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    void submit();
  };

  const reset = (next: V = initialValues) => {
    setValuesState(next);
    setTouched({});
    setSubmitted(false);
    setErrors({});
    setSubmitError(null);
  };

  return {
    values,
    errors,
    submitting,
    submitError,
    isValid: Object.keys(allErrors).length === 0,
    setValue,
    setValues: setValuesState,
    /** Per-field errors from the server (cleared when the field changes). */
    setErrors,
    setSubmitError,
    field,
    handleSubmit,
    reset,
  };
}
