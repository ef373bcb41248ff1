import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Schema } from '@platform/shared';

type Values = Record<string, unknown>;

/**
 * Controlled form state with SPEC.md §5 validation. Invalid input is never cleared: the user fixes
 * what they typed. After the first submit attempt each edit re-validates so messages go away as
 * soon as the field is right.
 */
export function useForm<V extends Values>(initial: V, schema: Schema<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (attempted) setErrors(validate(values, schema));
  }, [attempted, values, schema]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const onChange = useCallback(
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = e.target as HTMLInputElement;
      const value = target.type === 'checkbox' ? target.checked : target.value;
      setValue(target.name as keyof V & string, value as V[keyof V & string]);
    },
    [setValue],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => (e?: FormEvent) => {
      e?.preventDefault();
      setAttempted(true);
      const found = validate(values, schema);
      setErrors(found);
      if (Object.keys(found).length === 0) void onValid(values);
    },
    [values, schema],
  );

  return { values, errors, setValue, onChange, handleSubmit, setValues };
}
