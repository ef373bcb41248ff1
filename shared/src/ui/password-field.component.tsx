import { useState } from 'react';
import styled from 'styled-components';
import { FieldShell, useFieldControl } from './field-shell.component';
import { Input, type TextFieldProps } from './text-field.component';
import { useSharedTexts } from '../i18n';

const Row = styled.div`
  position: relative;
  display: flex;
`;

const Toggle = styled.button`
  position: absolute;
  right: 8px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, ...input }: Omit<TextFieldProps, 'type'>) {
  const { fieldId, control } = useFieldControl(id, error, hint);
  const [visible, setVisible] = useState(false);
  const { t } = useSharedTexts();
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <Row>
        <Input autoComplete="current-password" {...input} type={visible ? 'text' : 'password'} {...control} style={{ paddingRight: 64 }} />
        <Toggle type="button" onClick={() => setVisible((v) => !v)} aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}>
          {visible ? t('password.hide') : t('password.show')}
        </Toggle>
      </Row>
    </FieldShell>
  );
}
