import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, Form, PHONE_MAX, rules, TextField, toast, translate, useForm } from '@platform/shared';
import type { Paged, StudioMember } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { memberName, membersKeys } from '../members/members.resource';
import { COMMISSION_MAX, COMMISSION_MIN, commissionKeys, setMemberCommission } from './commissions.resource';

type Values = { commission: string };

/** One member's share: validated here (required, a number, 0–100), anything else the server refuses is shown as it says. */
export function CommissionForm({ member }: { member: StudioMember }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const name = memberName(member);
  const form = useForm<Values>({
    initialValues: { commission: String(member.commission) },
    schema: { commission: [rules.required, rules.number, rules.range(COMMISSION_MIN, COMMISSION_MAX)] },
    onSubmit: async ({ commission }) => {
      const saved = await setMemberCommission(member._id, Number(String(commission).trim()));
      client.setQueriesData<Paged<StudioMember>>({ queryKey: commissionKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((m) => (m._id === saved._id ? saved : m)) } : page,
      );
      void client.invalidateQueries({ queryKey: membersKeys.all });
      toast.success(translate('studio:commissions.saved', { name, percent: saved.commission }));
    },
  });
  return (
    <Form aria-label={t('commissions.formLabel', { name })} onSubmit={form.handleSubmit} error={form.submitError}>
      <Row $min={120} $gap={8}>
        <TextField label={t('commissions.fieldLabel', { name })} inputMode="numeric" autoComplete="off" {...form.field('commission')} />
        <Button type="submit" size="sm" variant="primary" busy={form.submitting}>
          {t('commissions.save')}
        </Button>
      </Row>
    </Form>
  );
}

// A small button beside the field, and no room kept under the field.
const Row = styled(FieldRow)`
  & > div {
    margin-bottom: 0;
  }
  & > button {
    margin-top: 28px;
  }
  @media (max-width: ${PHONE_MAX}) {
    /* a 44 px touch target under the field */
    & > button {
      margin-top: 8px;
      min-height: 44px;
    }
  }
`;
